import type { EditorTabProps } from './builder-api';

/** The item editor's 'Ingredients' tab (being built: see issue 11). */
export function IngredientsTab(_props: EditorTabProps) {
  return <p className="muted">Ingredients: coming in this change.</p>;
}
