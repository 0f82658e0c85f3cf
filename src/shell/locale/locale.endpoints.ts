import { languagePreferenceDataSchema } from '../../api/contract/content';
import { languageDataSchema } from '../../api/contract/languageData';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

export function localeEndpoints(gateway: Gateway) {
  return {
    /** the signed-in user's language, remembered by the back end */
    updateLanguagePreference: (locale: string, signal?: AbortSignal) =>
      gateway.call(paths.updateLanguagePreference, { body: { locale }, schema: languagePreferenceDataSchema, signal }),
    /** requirements#language-data: a language's labels from the content service (public) */
    languageData: (locale: string, signal?: AbortSignal) =>
      gateway.call(paths.languageData(locale), { method: 'GET', schema: languageDataSchema, signal }),
  };
}
