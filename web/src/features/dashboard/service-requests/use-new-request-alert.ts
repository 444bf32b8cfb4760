import { useEffect, useRef } from 'react';
import { toast } from '@/components/toast/toast-store';
import { useServiceRequests } from '../api/service-requests';
import { takeNew } from '../realtime/live-cache';
import { playServiceRequestChime } from '../lib/sounds';
import { createThrottle } from './alert-throttle';
import { newRequestNotice } from './new-request-notice';

/** A new open request alerts staff (SPEC.md 4): a notice for each, a sound at most once a minute. */
export function useNewRequestAlert(restaurantId: string): void {
  const { data } = useServiceRequests(restaurantId);
  const known = useRef<Set<string> | null>(null);
  const soundAllowed = useRef(createThrottle());
  useEffect(() => {
    if (!data) return;
    if (!known.current) {
      known.current = new Set(data.map((request) => request.id));
      return;
    }
    const fresh = takeNew(known.current, data, (request) => request.status === 'open');
    for (const request of fresh) {
      const notice = newRequestNotice(request);
      toast.info(notice.title, notice.description);
    }
    if (fresh.length > 0 && soundAllowed.current(Date.now())) playServiceRequestChime();
  }, [data]);
}
