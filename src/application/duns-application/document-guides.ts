/**
 * Spec §9 "Free DUNS document guides: corporations or LLCs, sole proprietors, optional proofs".
 * The spec names the three guides, not their documents: these are the documents that show a
 * business exists and who owns it (D-DUNSAPP-UI-3). Each key names a message of the page's
 * namespace; the order is the order shown.
 */
export type DocumentGuideKey = 'corporation' | 'soleProprietor' | 'optionalProofs';

export type GuideDocument =
  | 'articlesOfIncorporation'
  | 'articlesOfOrganization'
  | 'einLetter'
  | 'businessLicence'
  | 'dbaFiling'
  | 'utilityBill'
  | 'bankStatement'
  | 'lease';

export interface DocumentGuide {
  readonly key: DocumentGuideKey;
  readonly documents: readonly GuideDocument[];
}

export const DOCUMENT_GUIDES: readonly DocumentGuide[] = [
  {
    key: 'corporation',
    documents: ['articlesOfIncorporation', 'articlesOfOrganization', 'einLetter'],
  },
  { key: 'soleProprietor', documents: ['businessLicence', 'dbaFiling'] },
  { key: 'optionalProofs', documents: ['utilityBill', 'bankStatement', 'lease'] },
];
