import type { QueryClient } from '@tanstack/react-query';
import { accountQueries } from '../../api-account.ts';
import { queries } from '../../api.ts';

/** The settings the profile page reads with itself (emails, reading): seeded, so tests see only the calls they make. */
export function seedProfileSettings(client: QueryClient): void {
  client.setQueryData(accountQueries.getNotificationSettings().queryKey, { chapterEmails: 'digest' });
  client.setQueryData(queries.readerPreferences().queryKey, { excludedGenres: [], hideMature: false });
}
