import type { CompiledMessages } from './portal-intl-provider';

/** Each locale's messages are their own webpack chunk, fetched only when that locale is chosen. */
export const loadCompiledMessages = async (locale: string): Promise<CompiledMessages> => {
  const module = (await import(
    /* webpackChunkName: "messages-[request]" */ `../../../translations/compiled/${locale}.json`
  )) as { default: CompiledMessages };
  return module.default;
};
