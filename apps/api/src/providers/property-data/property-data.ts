import type { ProviderSubject, SubjectAddress } from '../subject.ts';

export type FloodZone = 'X' | 'AE' | 'A' | 'VE';

export interface FloodInfo {
  zone: FloodZone;
  /** In a FEMA special flood hazard area: flood insurance and a flood certificate are required. */
  specialFloodHazardArea: boolean;
  certificateStatus: 'ISSUED' | 'PENDING';
}

export interface PropertyRecord {
  propertyId: string;
  address: SubjectAddress;
  apn: string;
  county: string;
  ownerNames: string[];
  /** The applicant's name matches an owner of record. */
  ownershipMatch: boolean;
  legalDescription: string;
  propertyType: 'SINGLE_FAMILY' | 'CONDO' | 'TOWNHOUSE';
  yearBuilt: number;
  /** ISO date of the last recorded transfer (no loan within 90 days of it, spec 001 §9). */
  lastTransferDate: string;
  flood: FloodInfo;
}

export interface PropertyLookupRequest {
  subject: ProviderSubject;
}

export type PropertyLookupResult =
  | { outcome: 'FOUND'; property: PropertyRecord }
  /** The applicant owns several properties; they choose one. */
  | { outcome: 'SEVERAL'; properties: PropertyRecord[] }
  /** The address is known but the applicant owns no property there (no or wrong ownership). */
  | { outcome: 'NONE' }
  /** The data vendor (datatree) has no record of the address at all. */
  | { outcome: 'NO_MATCH' };

export interface PropertyData {
  lookup(request: PropertyLookupRequest): Promise<PropertyLookupResult>;
}
