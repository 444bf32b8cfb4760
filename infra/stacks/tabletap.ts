import { Aws, type App, type Environment } from 'aws-cdk-lib';
import { functionAccess, httpRoutes, streamFunctions, wsRoutes } from '../routes';
import { ApiStack, strictRoutes } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EdgeSecurityStack } from './edge-stack';
import type { SharedFunctionProps } from './function-defaults';
import { MediaStack } from './media-stack';
import { MonitoringStack } from './monitoring';
import { RealtimeStack } from './realtime-stack';
import type { Settings } from './settings';
import { SiteDeploymentStack } from './site-deployment-stack';
import { WebStack } from './web-stack';

export interface TableTapStacks {
  data: DataStack;
  media: MediaStack;
  web: WebStack;
  auth: AuthStack;
  api: ApiStack;
  realtime: RealtimeStack;
  site: SiteDeploymentStack;
  /** The site's WAF (us-east-1). */
  edge: EdgeSecurityStack;
  /** The alarms (README, Operations). */
  monitoring: MonitoringStack;
}

/**
 * Every stack of one stage, in dependency order: the site's hosting comes before auth and the APIs (they need its
 * origin for OAuth callbacks and CORS) and its contents come last (/config.json needs their addresses).
 */
export function createTableTapStacks(app: App, settings: Settings): TableTapStacks {
  const env: Environment = { account: settings.account, region: settings.region };
  const prefix = `TableTap-${settings.stage}`;
  const common = { env, description: `TableTap (${settings.stage})` };

  const data = new DataStack(app, `${prefix}-Data`, common);
  const media = new MediaStack(app, `${prefix}-Media`, common);
  // A CloudFront WebACL lives in us-east-1. With an explicit region the site distribution references it across
  // regions (CDK's crossRegionReferences: an SSM parameter in us-east-1 read at deploy time); environment-agnostic,
  // no stack can, so its ARN comes in as the webAclArn setting (README, Deploy).
  const edge = new EdgeSecurityStack(app, `${prefix}-Edge`, {
    env: { account: settings.account, region: 'us-east-1' },
    description: `TableTap (${settings.stage}): the site's WAF`,
    crossRegionReferences: true,
    rateLimit: settings.wafRateLimit,
    strictRateLimit: settings.wafStrictRateLimit,
    strictPaths: [...new Set(strictRoutes(httpRoutes).map((route) => route.path))],
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    crossRegionReferences: settings.region !== undefined,
    mediaUrl: media.media.url,
    mediaUploadOrigin: media.uploadOrigin,
    extraSiteOrigins: settings.extraSiteOrigins,
    webAclId: settings.webAclArn ?? (settings.region !== undefined ? edge.webAcl.attrArn : undefined),
  });
  const siteOrigins = [web.siteUrl, ...settings.extraSiteOrigins];
  const auth = new AuthStack(app, `${prefix}-Auth`, {
    ...common,
    stage: settings.stage,
    siteUrl: web.siteUrl,
    extraSiteOrigins: settings.extraSiteOrigins,
    google: settings.google,
    domainPrefix: settings.authDomainPrefix,
  });

  const functions: SharedFunctionProps = {
    stage: settings.stage,
    logRetention: settings.logRetention,
    tokens: { jwtIssuer: auth.jwtIssuer, userPoolClientId: auth.userPoolClient.userPoolClientId },
    siteOrigins,
    table: data.table,
  };
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    httpApi: web.httpApi,
    edgeOriginSecret: web.edgeOriginSecret,
    routes: httpRoutes,
    functions,
    media: media.media,
    throttle: settings.apiThrottle,
    strictThrottle: settings.apiStrictThrottle,
    payments: { stripeSecretName: settings.stripeSecretName, siteUrl: web.siteUrl },
    mail: { from: settings.mailFrom },
  });
  const realtime = new RealtimeStack(app, `${prefix}-Realtime`, {
    ...common,
    routes: wsRoutes,
    streamFunctions,
    functions,
    throttle: settings.apiThrottle,
    streamMaxRecordAge: settings.streamMaxRecordAge,
    siteBucket: web.bucket,
  });
  // HTTP functions that close WebSocket clients (staff-remove drops a removed member's sockets) reach the stage here.
  for (const [name, fn] of api.functions) {
    if (functionAccess(name).needs.includes('connections')) fn.bindConnections(realtime.webSocketApi, realtime.stage);
  }

  const site = new SiteDeploymentStack(app, `${prefix}-Site`, {
    ...common,
    webBuildDir: settings.webBuildDir,
    bucket: web.bucket,
    distribution: web.distribution,
    menuPrerender: realtime.functions.get('menu-prerender')!,
    webConfig: {
      // The API is on the site's origin (WebStack routes /api/* and /functions/* to it): one connection, no preflight.
      apiUrl: web.siteUrl,
      wsUrl: realtime.wsUrl,
      region: settings.region ?? Aws.REGION,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      userPoolEndpoint: null,
      oauth: auth.hostedUi,
      mediaUrl: media.media.url,
      stage: settings.stage,
    },
  });

  const monitoring = new MonitoringStack(app, `${prefix}-Monitoring`, {
    ...common,
    stage: settings.stage,
    httpApi: api.httpApi,
    deadLetterQueues: [{ name: 'TableStream', queue: realtime.streamDeadLetters }],
    alarmEmail: settings.alarmEmail,
  });

  return { data, media, web, auth, api, realtime, site, edge, monitoring };
}
