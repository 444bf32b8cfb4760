/**
 * Matches a request against infra/routes.ts the way HTTP API picks a route: the most specific path wins
 * (literal segments before `{param}`, `{param}` before `{proxy+}`); a known path with another method is not a match.
 */
import type { HttpRoute } from '../routes';

export interface RouteMatch {
  route: HttpRoute;
  /** URL-decoded, as API Gateway passes them. */
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: HttpRoute;
  pattern: RegExp;
  names: string[];
  /** Sort key: literal segments count most, then single parameters, greedy ones least. */
  specificity: number;
}

function compile(route: HttpRoute): CompiledRoute {
  const names: string[] = [];
  let specificity = 0;
  const segments = route.path.split('/').map((segment) => {
    const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
    if (!param) {
      specificity += 100;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    names.push(param[1]!);
    if (param[2]) return '(.+)';
    specificity += 10;
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${segments.join('/')}$`), names, specificity };
}

export function createRouteMatcher(routes: readonly HttpRoute[]): (method: string, path: string) => RouteMatch | null {
  const compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  return (method, path) => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, i) => (pathParameters[name] = safeDecode(match[i + 1]!)));
      return { route: candidate.route, pathParameters };
    }
    return null;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
