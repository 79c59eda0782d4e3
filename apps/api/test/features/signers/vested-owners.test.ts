import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBorrowerDetails } from '../../../src/features/applications/tables/application-parties.ts';
import { personName } from '../../../src/features/signers/vested-owners.ts';
import { placedApplication, type Journey } from '../workflow/closing/closing-kit.ts';
import { signerWorld } from './signer-kit.ts';

let world: Awaited<ReturnType<typeof signerWorld>>;
beforeAll(async () => {
  world = await signerWorld();
});
afterAll(() => world.t.close());

async function ownedJointly(j: Journey) {
  await world.t.db
    .update(applicationBorrowerDetails)
    .set({ addressOwnership: 'JOINT_OWNER' })
    .where(eq(applicationBorrowerDetails.applicationId, j.id));
  const [borrower] = await world.t.db
    .select({ lastName: applicationBorrowerDetails.lastName })
    .from(applicationBorrowerDetails)
    .where(eq(applicationBorrowerDetails.applicationId, j.id));
  return borrower?.lastName ?? '';
}

const list = async (j: Journey) => (await j.act('GET', 'signers')).json() as { vestedOwners: string[] };

describe("the title report's owners as suggestions on the signers page (issue 19, decision 236)", () => {
  it('suggests the co-owner the title names, and no longer once they are invited', async () => {
    const j = await placedApplication(world);
    expect((await list(j)).vestedOwners).toEqual([]);
    const lastName = await ownedJointly(j);
    expect((await list(j)).vestedOwners).toEqual([`Jordan ${personName(lastName)}`]);
    const invited = await j.act('POST', 'signers', {
      firstName: 'JORDAN',
      lastName,
      email: 'jordan.owner@example.test',
      relation: 'CO_DEEDER',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await list(j)).vestedOwners).toEqual([]);
  });

  it('writes recorded names as people write them', () => {
    expect(personName("JORDAN O'BRIEN-SMITH")).toBe("Jordan O'Brien-Smith");
    expect(personName('MARY ANN ST. JOHN')).toBe('Mary Ann St. John');
  });
});
