import type { CompanyInfo } from '@lintel/domain/organisation/organisation';

const LABELS = { EHL: 'Equal Housing Lender', EOL: 'Equal Housing Opportunity' } as const;

/**
 * Spec 001 §2: the equal-housing image. Drawn inline (house with the equals sign) so it follows the brand's text
 * colour and needs no asset request; 'OTHER' brands supply no image of their own, so nothing is drawn (decision 080).
 */
export function HousingLogo({ kind }: { kind: CompanyInfo['footerImage'] }) {
  if (kind === 'OTHER') return null;
  const label = LABELS[kind];
  const [first, second] = kind === 'EHL' ? ['EQUAL HOUSING', 'LENDER'] : ['EQUAL HOUSING', 'OPPORTUNITY'];
  return (
    <svg className="housing-logo" viewBox="0 0 64 72" width="56" height="63" role="img" aria-label={label}>
      <title>{label}</title>
      <path
        d="M32 4 4 26h7v24h42V26h7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="21" y="28" width="22" height="5" fill="currentColor" />
      <rect x="21" y="38" width="22" height="5" fill="currentColor" />
      <text x="32" y="61" textAnchor="middle" fontSize="7.2" fontWeight="700" fill="currentColor">
        {first}
      </text>
      <text x="32" y="70" textAnchor="middle" fontSize="7.2" fontWeight="700" fill="currentColor">
        {second}
      </text>
    </svg>
  );
}
