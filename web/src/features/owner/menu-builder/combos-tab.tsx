import type { EditorTabProps } from './builder-api';

/** The item editor's 'Combos' tab (being built: see issue 11). */
export function CombosTab(_props: EditorTabProps) {
  return <p className="muted">Combos: coming in this change.</p>;
}
