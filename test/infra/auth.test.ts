import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { deployedWebConfig, synthesizeApp } from './synth-app';

const withoutGoogle = synthesizeApp();
const auth = withoutGoogle.template(withoutGoogle.stacks.auth);

describe('Cognito user pool', () => {
  it('signs in by email (the username) with a password of at least 6 characters', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('lets people sign up themselves with email and full name', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Required: true }),
        Match.objectLike({ Name: 'name', Mutable: true }),
      ]),
    });
  });

  it('keeps the verified e-mail until a changed one is confirmed (no claiming an address by editing the profile)', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });

  it('keeps accounts: deletion protection and a retained pool', () => {
    auth.hasResource('AWS::Cognito::UserPool', {
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
      DeletionPolicy: 'Retain',
    });
  });

  it('has a public web client: no secret, password and SRP flows, OAuth code flow back to the site', () => {
    const siteRoot = withoutGoogle.stacks.auth.resolve(`${withoutGoogle.stacks.web.siteUrl}/`);
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
      CallbackURLs: [siteRoot],
      LogoutURLs: [siteRoot],
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  it('has a hosted-UI domain', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('adds no Google provider, and no hosted-UI config for the web app, unless a Google client id is set', () => {
    auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    expect(withoutGoogle.stacks.auth.hostedUi).toBeNull();
  });
});

describe('Google sign-in, when configured', () => {
  const withGoogle = synthesizeApp({
    googleClientId: 'google-client-id.apps.googleusercontent.com',
    googleClientSecretName: 'tabletap/test/google',
    extraSiteOrigins: 'http://localhost:5173',
    // Staged assets, so the test can read the /config.json the deployment uploads.
    'aws:cdk:disable-asset-staging': false,
  });
  const googleAuth = withGoogle.template(withGoogle.stacks.auth);

  it('adds the Google provider with its secret resolved from Secrets Manager at deploy time', () => {
    googleAuth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: 'google-client-id.apps.googleusercontent.com',
        client_secret: '{{resolve:secretsmanager:tabletap/test/google:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: Match.objectLike({ email: 'email', name: 'name' }),
    });
  });

  it('offers Google on the web client and sends the extra origins back too', () => {
    const siteRoot = withGoogle.stacks.auth.resolve(`${withGoogle.stacks.web.siteUrl}/`);
    googleAuth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      CallbackURLs: [siteRoot, 'http://localhost:5173/'],
    });
  });

  it('tells the web app where the hosted UI is and where it sends the browser back', () => {
    const { auth, site, web } = withGoogle.stacks;
    const siteRoot = site.resolve(`${web.siteUrl}/`);
    const oauth = deployedWebConfig(withGoogle).oauth as Record<string, unknown>;
    expect(oauth).toEqual({ domain: expect.anything(), redirectSignIn: siteRoot, redirectSignOut: siteRoot });
    // The domain is the hosted UI's host name: `https://{prefix}.auth.{region}.amazoncognito.com` minus the scheme.
    expect(JSON.stringify(oauth.domain)).toContain('Fn::ImportValue');
    expect(auth.resolve(auth.hostedUi?.domain)).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', expect.objectContaining({ 'Fn::Join': expect.anything() })] }],
    });
  });
});
