/**
 * The options (and combo) chooser, in a chunk of its own (item-chooser-dialog.tsx; issue 31 goal 5: ~2 KB gzipped off
 * the menu's first load, since nothing on the first screen needs it). It is fetched once the diner starts using the
 * page (a touch, a scroll), so it is here by the time they tap a dish; a tap that comes first opens it when it arrives.
 */
import { lazy, Suspense } from 'react';
import { whenEngaged } from '../navigation/engagement';
import type { ItemChooserProps } from './item-chooser-dialog';

const loadDialog = () => import('./item-chooser-dialog');
const ItemChooserDialog = lazy(() => loadDialog().then((module) => ({ default: module.ItemChooserDialog })));

if (typeof window !== 'undefined') whenEngaged(() => void loadDialog().catch(() => {})); // a failure shows on the tap

export function ItemChooser(props: ItemChooserProps) {
  return (
    <Suspense fallback={null}>
      <ItemChooserDialog {...props} />
    </Suspense>
  );
}
