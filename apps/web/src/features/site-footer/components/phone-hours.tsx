import { groupOperatingHours } from '@lintel/domain/shell-rules/operating-hours';
import { usePhoneHours } from '../api/phone-hours.ts';
import { FooterSection } from './footer-section.tsx';

/** Spec 001 §2: operating hours in Pacific Time, weekdays 1-5 and the weekend as separate groups (domain helper). */
export function PhoneHours({ orgCode, load }: { orgCode: string; load: boolean }) {
  const hours = usePhoneHours(orgCode, load);
  if (!hours.data) return null;
  const lines = groupOperatingHours(hours.data.weekdays);
  return (
    <FooterSection id="footer-hours" title="Phone hours (Pacific Time)">
      <dl className="site-footer__hours">
        {lines.map((line) => (
          <div key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
    </FooterSection>
  );
}
