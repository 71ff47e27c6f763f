/** Genres and tags (administrators, issue 37): the curated genre list beside the tag merge. */
import { GenresAdmin } from './genres-admin.tsx';
import { TagMerge } from './tag-merge.tsx';

export function TaxonomyTab() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <GenresAdmin />
      <TagMerge />
    </div>
  );
}
