import { describe, expect, it } from 'vitest';
import { clientKey, EDGE_ORIGIN_HEADER, viewerAddress } from '../../../functions/lib/domain/client-key';
import { EDGE_ORIGIN_HEADER as WEB_STACK_EDGE_ORIGIN_HEADER } from '../../../infra/stacks/web-stack';

const SECRET = '0a1b2c3d-0000-4000-8000-000000000000';
const EDGE_IP = '130.176.1.2';
const event = (headers: Record<string, string>, sourceIp = EDGE_IP) => ({ headers, requestContext: { http: { sourceIp } } });

describe('viewerAddress: who is asking, straight to API Gateway or through the site\'s CloudFront', () => {
  it('is the socket\'s peer (sourceIp) for a request straight to API Gateway, whatever X-Forwarded-For claims', () => {
    expect(viewerAddress(event({ 'x-forwarded-for': '203.0.113.9' }, '198.51.100.7'), SECRET)).toBe('198.51.100.7');
    expect(viewerAddress(event({ 'x-forwarded-for': '203.0.113.9', [EDGE_ORIGIN_HEADER]: 'guessed' }, '198.51.100.7'), SECRET)).toBe('198.51.100.7');
  });

  it('is the address CloudFront appended to X-Forwarded-For when CloudFront\'s secret header is there', () => {
    // API Gateway may append the edge's own address after CloudFront's entry, or not.
    expect(viewerAddress(event({ 'x-forwarded-for': `198.51.100.7, ${EDGE_IP}`, [EDGE_ORIGIN_HEADER]: SECRET }), SECRET)).toBe('198.51.100.7');
    expect(viewerAddress(event({ 'x-forwarded-for': '198.51.100.7', [EDGE_ORIGIN_HEADER]: SECRET }), SECRET)).toBe('198.51.100.7');
    // What the viewer wrote itself comes before CloudFront's entry and is ignored.
    expect(viewerAddress(event({ 'x-forwarded-for': `1.2.3.4, 198.51.100.7, ${EDGE_IP}`, [EDGE_ORIGIN_HEADER]: SECRET }), SECRET)).toBe('198.51.100.7');
  });

  it('keeps sourceIp where no secret is configured (locally) or X-Forwarded-For is missing', () => {
    expect(viewerAddress(event({ 'x-forwarded-for': '198.51.100.7', [EDGE_ORIGIN_HEADER]: SECRET }), undefined)).toBe(EDGE_IP);
    expect(viewerAddress(event({ [EDGE_ORIGIN_HEADER]: SECRET }), SECRET)).toBe(EDGE_IP);
    expect(clientKey(viewerAddress({}, SECRET))).toBe('unknown');
  });

  it('names the header the site distribution sends', () => {
    expect(EDGE_ORIGIN_HEADER).toBe(WEB_STACK_EDGE_ORIGIN_HEADER);
  });
});
