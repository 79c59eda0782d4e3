/** Spec 001 §2/§4: the application progress sidebar. */

export const PROGRESS_STATES = [
  'INITIAL',
  'PRODUCT_SELECT',
  'MORE_INFO',
  'ID_UPLOAD',
  'LINK_INCOME',
  'SIGNING',
  'ENOTARY',
  'MANUAL_NOTARY',
  'COMPLETE',
] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

/** Note LINK_INCOME comes before ID_UPLOAD in the stepper although it is listed after it. */
export const PROGRESS_INDEX: Readonly<Record<ProgressState, number>> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

export const CO_BORROWER_PROGRESS_LABELS = ['Identity verification', 'Talk to eNotary'] as const;

export type StepStatus = 'complete' | 'current' | 'upcoming';
export interface ProgressStep {
  label: string;
  status: StepStatus;
}

export function progressLabels({ manualNotary }: { manualNotary: boolean }): string[] {
  return [
    'Basic Info',
    'Select Offer',
    'Provide More Info',
    'Link Income Sources',
    'Verify Identity',
    'Sign Documents',
    manualNotary ? 'Schedule Notary Session' : 'Talk to eNotary',
  ];
}

/** Steps before the active index are complete; an index past the last step (COMPLETE) completes them all. */
export function stepStatuses(labels: readonly string[], activeIndex: number): ProgressStep[] {
  return labels.map((label, index) => ({
    label,
    status: index < activeIndex ? 'complete' : index === activeIndex ? 'current' : 'upcoming',
  }));
}

export function progressSteps(state: ProgressState, options: { manualNotary: boolean }): ProgressStep[] {
  return stepStatuses(progressLabels(options), PROGRESS_INDEX[state]);
}
