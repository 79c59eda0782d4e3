import { Decimal } from 'decimal.js';
import { personaFor } from '../persona-match.ts';
import { sandboxHome } from '../sandbox-home.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed } from '../subject.ts';
import type { RecordedLien, Title, TitleRequest, TitleResult } from './title.ts';

export class SandboxTitle implements Title {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async titleReport({ subject }: TitleRequest): Promise<TitleResult> {
    await simulateLatency(this.latencyMs);
    const persona = personaFor(subject);
    const seed = subjectSeed(subject);
    const home = sandboxHome(subject, persona);
    const liens: RecordedLien[] = [
      {
        position: 1,
        type: 'MORTGAGE',
        holder: 'Sandbox Home Loans',
        balance: new Decimal(home.firstMortgageBalance).toFixed(2),
        recordedDate: `${hashInt(`${seed}|rec`, 2008, 2021)}-06-01`,
        requiresPayoff: false,
        payoffStatus: 'NOT_REQUIRED',
      },
    ];
    if (persona.behaviour.title === 'PAYOFF_REQUIRED') {
      liens.push({
        position: 2,
        type: 'TAX_LIEN',
        holder: `${subject.propertyAddress.city} County Treasurer`,
        balance: '4375.18',
        recordedDate: '2024-03-12',
        requiresPayoff: true,
        payoffStatus: 'REQUESTED',
      });
    }
    const a = subject.propertyAddress;
    return {
      outcome: 'COMPLETE',
      reportId: `SBX-TITLE-${hashInt(seed, 100_000, 999_999)}`,
      vestedOwners: vestedOwners(subject),
      legalDescription: `LOT ${hashInt(`${seed}|${a.street1.toLowerCase()}|lot`, 1, 48)}, SANDBOX ESTATES SUBDIVISION, ${a.city.toUpperCase()} COUNTY, ${a.state}`,
      liens,
      totalLienBalance: liens.reduce((s, l) => s.plus(l.balance), new Decimal(0)).toFixed(2),
    };
  }
}

/**
 * Who the deed names: the borrower, and for a home the borrower said they own jointly a co-owner of the same last
 * name, Jordan (Taylor for a borrower called Jordan; decision 236), so the signers page's suggestions can be reached by hand.
 */
function vestedOwners(subject: TitleRequest['subject']): string[] {
  const owners = [`${subject.firstName} ${subject.lastName}`];
  const coOwner = subject.firstName.toLowerCase() === 'jordan' ? 'Taylor' : 'Jordan';
  if (subject.ownership === 'JOINT_OWNER') owners.push(`${coOwner} ${subject.lastName}`);
  return owners.map((name) => name.toUpperCase());
}
