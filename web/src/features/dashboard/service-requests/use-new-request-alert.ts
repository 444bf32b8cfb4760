import { useEffect, useRef, useState } from 'react';
import type { ServiceRequest } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { useActiveMembership } from '@/lib/account/active-restaurant';
import { useServiceRequests } from '../api/service-requests';
import { playServiceRequestChime } from '../lib/sounds';
import { createThrottle } from './alert-throttle';
import { callReaches } from './call-routing';
import { newRequestNotice } from './new-request-notice';

/**
 * A new open request alerts staff (SPEC.md 4): a notice for each, a sound at most once a minute. Since issue 30 item
 * 4 a call from a section somebody serves alerts its servers at once and everyone else only if it is still open when
 * its minute is up (`everyoneAt`, shared/sections.ts callReaches); a call nobody is assigned to alerts everyone.
 * Requests open when the dashboard opens are not announced again, except those whose minute ends later.
 */
export function useNewRequestAlert(restaurantId: string): void {
  const { data } = useServiceRequests(restaurantId);
  const userId = useActiveMembership().me.data?.userId ?? null;
  /** Requests dealt with: announced, or open when the dashboard opened, or no longer open. */
  const handled = useRef<Set<string> | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const soundAllowed = useRef(createThrottle());
  // Bumped by a timer when a call's minute is up, so the list is looked at again.
  const [tick, setTick] = useState(0);

  useEffect(() => {
    // Who is looking decides who hears a section's call first: wait for it.
    if (!data || userId === null) return;
    const first = handled.current === null;
    const done = (handled.current ??= new Set());
    const now = Date.now();
    const due: ServiceRequest[] = [];
    for (const request of data) {
      if (done.has(request.id)) continue;
      const timer = timers.current.get(request.id);
      if (request.status !== 'open' || callReaches(request, userId, now)) {
        done.add(request.id);
        if (timer) clearTimeout(timer);
        timers.current.delete(request.id);
        // At first sight, only a call whose minute ran out while this dashboard was waiting for it is news.
        if (request.status === 'open' && (!first || timer)) due.push(request);
      } else if (!timer && request.everyoneAt) {
        timers.current.set(
          request.id,
          setTimeout(() => setTick((n) => n + 1), Math.max(0, Date.parse(request.everyoneAt) - now) + 50),
        );
      }
    }
    for (const request of due) {
      const { title, description } = newRequestNotice(request, userId);
      toast.info(title, description);
    }
    if (due.length > 0 && soundAllowed.current(now)) playServiceRequestChime();
  }, [data, userId, tick]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
}
