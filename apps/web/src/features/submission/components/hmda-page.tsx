import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import * as z from 'zod/mini';
import {
  HMDA_ETHNICITIES,
  HMDA_ETHNICITY_GROUPS,
  HMDA_LABELS,
  HMDA_NOT_PROVIDED,
  HMDA_RACE_GROUPS,
  HMDA_RACES,
  HMDA_SEXES,
  HMDA_WRITE_IN_MAX,
  HMDA_WRITE_INS,
  hmdaBodySchema,
  type HmdaBody,
  type HmdaWriteIn,
} from '@lintel/domain/application/hmda';
import { CheckboxGroup, type CheckboxGroupOption } from '../../../components/form/checkbox-group.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/form/text-input.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { actionErrors } from '../../../lib/step-action.ts';
import { useGiveHmda } from '../api/hmda.ts';
import './submission.css';

export const HMDA_NOTICE_TITLE = 'Demographic information';
type Question = 'ethnicity' | 'race' | 'sex';
const QUESTIONS: readonly Question[] = ['ethnicity', 'race', 'sex'];
export const HMDA_QUESTION_TITLES: Readonly<Record<Question, string>> = {
  ethnicity: 'What is your ethnicity?',
  race: 'What is your race?',
  sex: 'What is your sex?',
};

/** The fields each question's screen holds: the answers and their write-ins. */
const FIELDS: Readonly<Record<Question, readonly string[]>> = {
  ethnicity: ['ethnicity', 'ethnicityOther'],
  race: ['race', 'raceTribe', 'raceOtherAsian', 'raceOtherPacificIslander'],
  sex: ['sex'],
};

const WRITE_IN_HINTS: Readonly<Record<HmdaWriteIn, string>> = {
  ethnicityOther: 'For example: Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard',
  raceTribe: 'For example: Navajo Nation, Cherokee Nation, Native Village of Barrow',
  raceOtherAsian: 'For example: Hmong, Laotian, Thai, Pakistani, Cambodian',
  raceOtherPacificIslander: 'For example: Fijian, Tongan',
};

type Answers = Record<Question, string[]>;
type WriteIns = Partial<Record<HmdaWriteIn, string>>;

interface HmdaPageProps {
  uuid: string;
}

/**
 * Page start/hmda (server step HMDA, engine state hmda; decisions 111 and 180): the collection notice, then
 * Regulation C's three questions one to a screen (ethnicity and race with their sub-categories and write-ins, sex),
 * each allowing several answers or "I do not wish to provide this information" alone. The answers go in one call
 * after the last question (-> SUMMARY_DISCLOSURE); until then they stay in this page's memory only.
 */
export function HmdaPage({ uuid }: HmdaPageProps) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  const give = useGiveHmda(uuid);
  const [screen, setScreen] = useState<'notice' | Question>('notice');
  const [answers, setAnswers] = useState<Answers>({ ethnicity: [], race: [], sex: [] });
  const [writeIns, setWriteIns] = useState<WriteIns>({});
  const [fieldErrors, setFieldErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const heading = useRef<HTMLDivElement>(null);
  const title = screen === 'notice' ? HMDA_NOTICE_TITLE : HMDA_QUESTION_TITLES[screen];
  const errors = fieldErrors.length > 0 ? fieldErrors : actionErrors(give.error);
  useDocumentTitle(title, errors.length > 0);

  // A new screen is a new page to a screen reader: its heading takes focus (not on the first render).
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    const h1 = heading.current?.querySelector<HTMLElement>('h1');
    h1?.setAttribute('tabindex', '-1');
    h1?.focus();
  }, [screen]);

  if (give.isSuccess) return <Loading label="Finding your next step" />;

  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;
  const position = screen === 'notice' ? -1 : QUESTIONS.indexOf(screen);

  function go(to: 'notice' | Question) {
    setFieldErrors([]);
    give.reset();
    setScreen(to);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (screen === 'notice') return go('ethnicity');
    setAttempts((n) => n + 1);
    const body = bodyOf(answers, writeIns);
    const parsed = z.safeParse(hmdaBodySchema, body);
    const here = parsed.success
      ? []
      : parsed.error.issues.filter((issue) => FIELDS[screen].includes(String(issue.path[0])));
    setFieldErrors(here.map((issue) => ({ message: issue.message, field: String(issue.path[0]) })));
    if (here.length > 0) return;
    const next = QUESTIONS[position + 1];
    if (next) return go(next);
    if (parsed.success) give.mutate(parsed.data);
  }

  const writeIn = (key: HmdaWriteIn) => (
    <FormField name={key} label={HMDA_WRITE_INS[key].label} hint={WRITE_IN_HINTS[key]} error={errorFor(key)}>
      {(control) => (
        <TextInput
          {...control}
          autoComplete="off"
          maxLength={HMDA_WRITE_IN_MAX}
          value={writeIns[key] ?? ''}
          onChange={(event) => setWriteIns((w) => ({ ...w, [key]: event.target.value }))}
        />
      )}
    </FormField>
  );

  const question = (q: Question) => {
    const values = answers[q];
    const onChange = (next: string[]) => setAnswers((a) => ({ ...a, [q]: next }));
    const common = {
      name: q,
      legend: HMDA_QUESTION_TITLES[q],
      legendAsHeading: true,
      error: errorFor(q),
      exclusive: option(HMDA_NOT_PROVIDED),
      values,
      onChange,
    } as const;
    if (q === 'ethnicity')
      return (
        <CheckboxGroup
          {...common}
          hint="Choose all that apply. The options under Hispanic or Latino may be chosen with it or on their own."
          options={grouped(HMDA_ETHNICITIES, HMDA_ETHNICITY_GROUPS, {
            OTHER_HISPANIC_OR_LATINO: writeIn('ethnicityOther'),
          })}
        />
      );
    if (q === 'race')
      return (
        <CheckboxGroup
          {...common}
          hint="Choose all that apply. The options under Asian and under Native Hawaiian or Other Pacific Islander may be chosen with it or on their own."
          options={grouped(HMDA_RACES, HMDA_RACE_GROUPS, {
            AMERICAN_INDIAN_OR_ALASKA_NATIVE: writeIn('raceTribe'),
            OTHER_ASIAN: writeIn('raceOtherAsian'),
            OTHER_PACIFIC_ISLANDER: writeIn('raceOtherPacificIslander'),
          })}
        />
      );
    return (
      <CheckboxGroup
        {...common}
        hint="Choose all that apply."
        options={HMDA_SEXES.filter((s) => s !== HMDA_NOT_PROVIDED).map((s) => option(s))}
      />
    );
  };

  return (
    <div className="question-page">
      {screen === 'notice' ? null : (
        <button
          type="button"
          className="link-button back-link"
          onClick={() => go(position > 0 ? (QUESTIONS[position - 1] ?? 'notice') : 'notice')}
        >
          Back
        </button>
      )}
      <ErrorSummary items={errors} focusKey={attempts + give.failureCount} />
      <form noValidate onSubmit={submit}>
        <div ref={heading} className="hmda-screen">
          {screen === 'notice' ? (
            <HmdaNotice companyName={companyName} />
          ) : (
            <>
              <p className="caption">Question {position + 1} of 3</p>
              {question(screen)}
            </>
          )}
        </div>
        <button type="submit" className="button" disabled={give.isPending}>
          {screen === 'sex' ? 'Save and continue' : 'Continue'}
        </button>
      </form>
    </div>
  );
}

/** The notice Regulation C's appendix B gives for these questions, for an application taken online. */
function HmdaNotice({ companyName }: { companyName: string }) {
  return (
    <>
      <h1 className="heading-l" tabIndex={-1}>
        {HMDA_NOTICE_TITLE}
      </h1>
      <div className="submission-notice">
        <p>
          The purpose of collecting this information is to help ensure that all applicants are treated fairly
          and that the housing needs of communities and neighborhoods are being fulfilled. For residential
          mortgage lending, federal law requires that we ask applicants for their demographic information
          (ethnicity, sex and race) in order to monitor our compliance with equal credit opportunity, fair
          housing and home mortgage disclosure laws.
        </p>
        <p>
          You are not required to provide this information, but are encouraged to do so. You may select one or
          more designations for ethnicity and one or more designations for race. The law provides that{' '}
          {companyName} may not discriminate on the basis of this information, or on whether you choose to
          provide it. Because you are applying online, if you choose not to provide it we will not note it on
          the basis of visual observation or surname.
        </p>
        <p>
          The law also provides that we may not discriminate on the basis of age or marital status information
          you provide in this application. If you do not wish to provide some or all of this information,
          choose &ldquo;{HMDA_LABELS.NOT_PROVIDED}&rdquo; on that question.
        </p>
      </div>
      <p>There are three questions. Your answers are not used to decide on your application.</p>
      <StandingFacts />
    </>
  );
}

function option(value: keyof typeof HMDA_LABELS): CheckboxGroupOption {
  return { value, label: HMDA_LABELS[value] };
}

/** The question's answers with each sub-category under its category, and the write-in an answer reveals. */
function grouped<T extends keyof typeof HMDA_LABELS>(
  values: readonly T[],
  groups: Readonly<Partial<Record<T, readonly T[]>>>,
  reveals: Readonly<Partial<Record<T, ReactNode>>>,
): CheckboxGroupOption[] {
  const subs = new Set(Object.values<readonly T[] | undefined>(groups).flatMap((g) => g ?? []));
  const withReveal = (value: T): CheckboxGroupOption => ({ ...option(value), reveal: reveals[value] });
  return values
    .filter((value) => value !== HMDA_NOT_PROVIDED && !subs.has(value))
    .map((value) => ({ ...withReveal(value), children: groups[value]?.map(withReveal) }));
}

/** What is sent: a write-in only with its answer still ticked (unticking drops what was typed). */
function bodyOf(answers: Answers, writeIns: WriteIns): Partial<HmdaBody> {
  const body: Record<string, unknown> = { ...answers };
  for (const [key, { question, answer }] of Object.entries(HMDA_WRITE_INS)) {
    const text = writeIns[key as HmdaWriteIn]?.trim();
    if (text && answers[question].includes(answer)) body[key] = text;
  }
  return body;
}
