/**
 * Demo referring loan officers (decision 051). Fictional people, NMLS ids and 555-01xx numbers; the uuids are fixed
 * so testers and tests can use `?loanOriginatorUuid=` with them.
 */
export interface DemoLoanOfficer {
  id: string;
  orgCode: string;
  firstName: string;
  lastName: string;
  brokerName: string;
  avatarUri: string | null;
  email: string;
  phoneNumber: string;
  nmls: string;
  licensedStates: string[];
  enforceLicensedStates: boolean;
}

export const DEMO_LOAN_OFFICER_IDS = {
  /** lintel; enforced CA, TX, FL: a property elsewhere (e.g. IL, AL) shows the referral error. */
  enforcedMain: '7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61',
  /** lintel; lists CA and FL but does not enforce them, so every state the lender serves is open. */
  unenforcedMain: '2b9f6e0d-8a7c-4d3e-a1b2-c3d4e5f60718',
  /** keystone-referral (referral-only lender); enforced PA, NJ, DE. */
  keystone: '5e8a1c3f-6b2d-4e9a-8f7c-0d1b2a3c4e52',
  /** lintel-wholesale; enforced CA, TX, AZ, CO, WA. */
  wholesale: '9d3c7a5b-1e4f-4b6a-b8c2-7e5d9f1a3b24',
} as const;

export const DEMO_LOAN_OFFICERS: readonly DemoLoanOfficer[] = [
  {
    id: DEMO_LOAN_OFFICER_IDS.enforcedMain,
    orgCode: 'lintel',
    firstName: 'Dana',
    lastName: 'Whitfield',
    brokerName: 'Lintel Home Lending',
    avatarUri: null,
    email: 'dana.whitfield@lintel.test',
    phoneNumber: '4155550143',
    nmls: '2084417',
    licensedStates: ['CA', 'TX', 'FL'],
    enforceLicensedStates: true,
  },
  {
    id: DEMO_LOAN_OFFICER_IDS.unenforcedMain,
    orgCode: 'lintel',
    firstName: 'Marcus',
    lastName: 'Bell',
    brokerName: 'Lintel Home Lending',
    avatarUri: null,
    email: 'marcus.bell@lintel.test',
    phoneNumber: '3055550161',
    nmls: '2193058',
    licensedStates: ['CA', 'FL'],
    enforceLicensedStates: false,
  },
  {
    id: DEMO_LOAN_OFFICER_IDS.keystone,
    orgCode: 'keystone-referral',
    firstName: 'Priya',
    lastName: 'Raman',
    brokerName: 'Keystone Referral Partners',
    avatarUri: null,
    email: 'priya.raman@keystone.test',
    phoneNumber: '2155550118',
    nmls: '1870342',
    licensedStates: ['PA', 'NJ', 'DE'],
    enforceLicensedStates: true,
  },
  {
    id: DEMO_LOAN_OFFICER_IDS.wholesale,
    orgCode: 'lintel-wholesale',
    firstName: 'Tomás',
    lastName: 'Ortega',
    brokerName: 'Crestline Mortgage Brokers',
    avatarUri: null,
    email: 'tomas.ortega@crestline.test',
    phoneNumber: '6025550177',
    nmls: '2311906',
    licensedStates: ['CA', 'TX', 'AZ', 'CO', 'WA'],
    enforceLicensedStates: true,
  },
];
