import { hashInt } from '../sandbox-support.ts';
import { subjectSeed, type ProviderSubject } from '../subject.ts';

/** Applicants with this last name have a photo ID the credential analysis cannot verify (page notary/error). */
export const ID_CHECK_FAILS_LAST_NAME = 'Noidcheck';

export interface IdentityQuestion {
  id: string;
  prompt: string;
  choices: string[];
  answer: string;
}

const STREETS = [
  'Maple Ave',
  'Lakeview Dr',
  'Oak Hollow Rd',
  'Briar Ln',
  'Sunset Blvd',
  'Cedar Ct',
  'Harbor Way',
];
const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Georgetown', 'Lakewood', 'Ashland', 'Clinton'];
const NAMES = ['Whitmore', 'Castillo', 'Brennan', 'Okafor', 'Lindqvist', 'Moreau', 'Takahashi'];

/** Three decoys from `pool` that differ from the answer, and the four in an order fixed by the seed. */
function choicesFor(seed: string, answer: string, pool: readonly string[]): string[] {
  const decoys: string[] = [];
  for (let i = 0; decoys.length < 3 && i < pool.length * 3; i++) {
    const candidate = pool[hashInt(`${seed}|${i}`, 0, pool.length - 1)] ?? '';
    if (candidate && candidate !== answer && !decoys.includes(candidate)) decoys.push(candidate);
  }
  const at = hashInt(`${seed}|at`, 0, decoys.length);
  return [...decoys.slice(0, at), answer, ...decoys.slice(at)];
}

function numberDecoys(value: number, spread: number, seed: string): string[] {
  const out = new Set<string>();
  for (let i = 1; out.size < 6; i++) {
    const delta = hashInt(`${seed}|${i}`, 1, spread) * (i % 2 === 0 ? 1 : -1);
    out.add(String(value + delta).padStart(String(value).length, '0'));
  }
  return [...out];
}

/**
 * The sandbox's knowledge-based questions (decision 208): five questions about the applicant's own records (the
 * property's street, city and ZIP code, the birth year, the last name), four choices each, in an order that
 * changes with every try. A tester answers from the application; wrong choices fail the quiz.
 */
export function sandboxIdentityQuestions(subject: ProviderSubject, attemptSeed: string): IdentityQuestion[] {
  const seed = `${subjectSeed(subject)}|${attemptSeed}`;
  const a = subject.propertyAddress;
  const street = a.street1.replace(/^\d+\s+/, '');
  const birthYear = Number((subject.dob ?? '1980-01-01').slice(0, 4));
  const zip = Number(a.zip.slice(0, 5)) || 10001;
  return [
    {
      id: 'street',
      prompt: 'Which of these streets is linked to you?',
      choices: choicesFor(`${seed}|street`, street, STREETS),
      answer: street,
    },
    {
      id: 'city',
      prompt: 'In which of these cities do you own a home?',
      choices: choicesFor(`${seed}|city`, a.city, CITIES),
      answer: a.city,
    },
    {
      id: 'zip',
      prompt: 'Which of these ZIP codes is linked to your address?',
      choices: choicesFor(`${seed}|zip`, String(zip).padStart(5, '0'), numberDecoys(zip, 400, seed)),
      answer: String(zip).padStart(5, '0'),
    },
    {
      id: 'birth-year',
      prompt: 'In which year were you born?',
      choices: choicesFor(`${seed}|year`, String(birthYear), numberDecoys(birthYear, 6, `${seed}|y`)),
      answer: String(birthYear),
    },
    {
      id: 'last-name',
      prompt: 'Which of these last names have you used?',
      choices: choicesFor(`${seed}|name`, subject.lastName, NAMES),
      answer: subject.lastName,
    },
  ];
}
