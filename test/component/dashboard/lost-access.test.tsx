/**
 * A member removed while their dashboard is open (issue 10 item 3): the server closes their socket and refuses the
 * reconnect, which the browser sees only as a drop. The dashboard then asks /me, sees the restaurant is no longer
 * theirs, and stops reconnecting; the header says so (issue 25: it is the one place that tells, on every page and
 * after a reload). A drop while still a member just reconnects.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../shared/api';
import { StaffDashboardPage } from '../../../web/src/features/dashboard/components/staff-dashboard-page';
import { OwnerHeader } from '../../../web/src/features/owner/components/owner-header';
import { noticeLostAccess } from '../../../web/src/lib/account/active-restaurant';
import { me, restaurant, RESTAURANT_PATH } from '../owner/owner-fixtures';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));
// The tabs' own data and alerts are not under test here.
vi.mock('../../../web/src/features/dashboard/components/dashboard-panel', () => ({ DashboardPanel: () => <p>The board</p> }));
vi.mock('../../../web/src/features/dashboard/orders/use-new-order-beep', () => ({ useNewOrderBeep: () => {} }));
vi.mock('../../../web/src/features/dashboard/service-requests/use-new-request-alert', () => ({ useNewRequestAlert: () => {} }));

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.drop();
  }
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const waiter = (): MeResponse => ({ ...me('staff'), memberships: [{ restaurantId: 'rest-1', restaurantName: 'Demo Bistro', role: 'staff' }] });
let current: MeResponse;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(Math, 'random').mockReturnValue(0);
  current = waiter();
  mockApi({
    'GET /api/v1/me': () => ({ body: current }),
    [`GET ${RESTAURANT_PATH}`]: () => ({ body: restaurant({ name: 'Demo Bistro' }) }),
  });
});
afterEach(() => {
  FakeSocket.all = [];
  // The notice lives as long as the tab: each test is a new one.
  act(() => noticeLostAccess(null));
});

async function openDashboard() {
  renderWithClient(
    <MemoryRouter initialEntries={['/dashboard/staff']}>
      <OwnerHeader />
      <StaffDashboardPage />
    </MemoryRouter>,
  );
  expect(await screen.findByText('The board')).toBeTruthy();
  // The dashboard's socket, and the header's account line.
  await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
  act(() => FakeSocket.all.forEach((socket) => socket.accept()));
  expect(await screen.findByText('Live')).toBeTruthy();
}

const dashboardSocket = () => FakeSocket.all.find((socket) => !socket.url.includes('channel=account'))!;

describe('the staff dashboard when access ends', () => {
  it('tells a removed member they lost access and stops reconnecting', async () => {
    await openDashboard();
    current = { ...current, memberships: [] };
    act(() => dashboardSocket().drop());

    expect((await screen.findByRole('alert')).textContent).toContain('You no longer have access to Demo Bistro.');
    expect(screen.getByRole('alert').textContent).toContain('Ask the restaurant owner if you think this is a mistake.');
    expect(screen.queryByText('The board')).toBeNull();
    // The retry was due after 0.5 s: none comes.
    await new Promise((r) => setTimeout(r, 900));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects a member who still belongs after a drop', async () => {
    await openDashboard();
    act(() => dashboardSocket().drop());
    await waitFor(() => expect(FakeSocket.all).toHaveLength(3), { timeout: 2000 });
    expect(screen.getByText('The board')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
