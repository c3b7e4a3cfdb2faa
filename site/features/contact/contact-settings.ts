import type { SiteConfig } from '../../../schemas/types.generated.ts';

/** site.json's `contact`: where the form posts and the promised reply time. */
export type ContactSettings = NonNullable<SiteConfig['contact']>;
