/**
 * What keeps the active restaurant honest while the signed-in area is open (the header runs these once):
 *  - switching remembers the choice and lands on that restaurant's home (its owner's dashboard, or the staff one);
 *  - a membership that disappears (the member was removed) is told ("You no longer have access to ...") and the
 *    area moves to another restaurant, at once: the header keeps an account line open to the active restaurant
 *    (a WebSocket with channel=account), and the server sends `membership.removed` to the person's account lines in
 *    every restaurant they belong to, so the switcher loses the entry even while they work elsewhere;
 *  - on a reload the same rule catches a remembered restaurant that is no longer theirs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Membership } from '@shared/api';
import { createLiveSocket } from '../live-socket';
import { liveUrl } from '../live-url';
import { homePathOf, noticeLostAccess, rememberActive, useActiveMembership } from './active-restaurant';
import { queryKeys } from '../query-keys';

export function useSwitchRestaurant(userId: string | null) {
  const navigate = useNavigate();
  return useCallback(
    (membership: Membership) => {
      if (!userId) return;
      rememberActive(userId, membership);
      noticeLostAccess(null);
      void navigate(homePathOf(membership));
    },
    [navigate, userId],
  );
}

export function useKeepActiveRestaurant() {
  const { me, membership, lost, remembered } = useActiveMembership();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = me.data?.userId ?? null;
  const lostId = lost?.restaurantId ?? null;
  const lostName = lost?.restaurantName ?? null;

  useEffect(() => {
    if (!userId || !lostId) return;
    noticeLostAccess(lostName);
    // Nothing of that restaurant stays on screen.
    queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(lostId) });
    // With somewhere else to go, that is remembered instead; with nowhere, the lost one stays remembered, so each
    // reload says again why the area is empty.
    if (!membership) return;
    rememberActive(userId, membership);
    void navigate(homePathOf(membership), { replace: true });
  }, [userId, lostId, lostName, membership, navigate, queryClient]);

  // The restaurant on screen is always the remembered one (with its current name), chosen or fallen back to, so
  // losing it is noticed even by someone who never switched.
  const stale = membership !== null && (remembered?.restaurantId !== membership.restaurantId || remembered.restaurantName !== membership.restaurantName);
  useEffect(() => {
    if (userId && stale && !lostId && membership) rememberActive(userId, membership);
  }, [userId, stale, lostId, membership]);

  const activeId = membership?.restaurantId ?? null;
  useEffect(() => {
    if (!activeId) return;
    const refreshMe = () => void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    const socket = createLiveSocket({
      url: () => liveUrl(activeId, 'account'),
      onMessage: (message) => {
        if (message.type !== 'membership.removed') return;
        noticeLostAccess(message.restaurantName);
        refreshMe();
      },
      // A removed member's line is closed and its reconnect refused: ask who they are now.
      onDrop: refreshMe,
    });
    socket.start();
    return () => socket.stop();
  }, [activeId, queryClient]);
}
