import { personaFor } from '../persona-match.ts';
import { hashInt, simulateLatency, type SandboxOptions } from '../sandbox-support.ts';
import { subjectSeed, type ProviderSubject, type SubjectAddress } from '../subject.ts';
import type {
  PropertyData,
  PropertyLookupRequest,
  PropertyLookupResult,
  PropertyRecord,
} from './property-data.ts';

export class SandboxPropertyData implements PropertyData {
  private readonly latencyMs: number;

  constructor(options: SandboxOptions = {}) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  async lookup({ subject }: PropertyLookupRequest): Promise<PropertyLookupResult> {
    await simulateLatency(this.latencyMs);
    const persona = personaFor(subject);
    const floodPending = persona.behaviour.floodCertPending;
    switch (persona.behaviour.property) {
      case 'NO_MATCH':
        return { outcome: 'NO_MATCH' };
      case 'NONE':
        return { outcome: 'NONE' };
      case 'OWNER_MISMATCH':
        return { outcome: 'FOUND', property: record(subject, subject.propertyAddress, false, floodPending) };
      case 'SEVERAL': {
        const second: SubjectAddress = {
          ...subject.propertyAddress,
          street1: `${hashInt(subjectSeed(subject), 10, 99)} Second Home Road`,
          street2: undefined,
        };
        return {
          outcome: 'SEVERAL',
          properties: [
            record(subject, subject.propertyAddress, true, false),
            record(subject, second, true, false),
          ],
        };
      }
      case 'FOUND':
        return { outcome: 'FOUND', property: record(subject, subject.propertyAddress, true, floodPending) };
    }
  }
}

function record(
  subject: ProviderSubject,
  address: SubjectAddress,
  owned: boolean,
  floodPending: boolean,
): PropertyRecord {
  const seed = `${subjectSeed(subject)}|${address.street1.toLowerCase()}`;
  const lot = hashInt(`${seed}|lot`, 1, 48);
  const block = hashInt(`${seed}|block`, 1, 20);
  const owner = `${subject.firstName} ${subject.lastName}`.toUpperCase();
  return {
    propertyId: `SBX-PROP-${hashInt(seed, 1_000_000, 9_999_999)}`,
    address,
    apn: `${hashInt(`${seed}|apn1`, 100, 999)}-${hashInt(`${seed}|apn2`, 10, 99)}-${hashInt(`${seed}|apn3`, 100, 999)}`,
    county: `${address.city} County`,
    ownerNames: owned ? [owner] : ['JORDAN SAMPLE-OWNER'],
    ownershipMatch: owned,
    legalDescription: `LOT ${lot}, BLOCK ${block}, SANDBOX ESTATES SUBDIVISION, ${address.city.toUpperCase()} COUNTY, ${address.state}`,
    propertyType: 'SINGLE_FAMILY',
    yearBuilt: hashInt(`${seed}|built`, 1955, 2018),
    lastTransferDate: `${hashInt(`${seed}|xfer`, 2008, 2021)}-0${hashInt(`${seed}|xm`, 1, 9)}-15`,
    flood: floodPending
      ? { zone: 'AE', specialFloodHazardArea: true, certificateStatus: 'PENDING' }
      : { zone: 'X', specialFloodHazardArea: false, certificateStatus: 'ISSUED' },
  };
}
