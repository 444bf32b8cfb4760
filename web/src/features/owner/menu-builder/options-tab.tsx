import type { EditorTabProps } from './builder-api';

/** The item editor's 'Options & Variants' tab (being built: see issue 11). */
export function OptionsTab(_props: EditorTabProps) {
  return <p className="muted">Options & Variants: coming in this change.</p>;
}
