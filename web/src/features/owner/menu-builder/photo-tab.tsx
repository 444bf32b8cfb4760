import type { EditorTabProps } from './builder-api';

/** The item editor's 'Photo' tab (being built: see issue 11). */
export function PhotoTab(_props: EditorTabProps) {
  return <p className="muted">Photo: coming in this change.</p>;
}
