/** Profiles: who a signed-in user is (SPEC.md 3), upserted on every sign-in. */
import type { EntityItem } from 'electrodb';
import type { Profile } from '../../../shared/api';
import type { Db } from '../db/service';

type ProfileItem = EntityItem<Db['entities']['profile']>;

function toProfile(item: Pick<ProfileItem, 'userId' | 'email' | 'fullName'>): Profile {
  return { id: item.userId, email: item.email, fullName: item.fullName ?? null };
}

export function createProfiles(db: Db) {
  return {
    async get(userId: string): Promise<Profile | null> {
      const { data } = await db.entities.profile.get({ userId }).go();
      return data ? toProfile(data) : null;
    },

    /**
     * Creates or refreshes the profile in one write. A missing or blank `fullName` keeps the saved name: a plain
     * sign-in sends none, and only sign-up knows it.
     */
    async upsert(input: { id: string; email: string; fullName?: string }): Promise<Profile> {
      const fullName = input.fullName?.trim();
      const { data } = await db.entities.profile
        .upsert({ userId: input.id, email: input.email, ...(fullName ? { fullName } : {}) })
        .go({ response: 'all_new' });
      return toProfile(data);
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
