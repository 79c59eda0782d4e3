/**
 * The borrower's rights after a credit decline: the ECOA notice (Regulation B §1002.9(b)(1), model form C-1
 * wording) and the FCRA rights to a free report and to dispute it (FCRA §615(a)).
 */
export function BorrowerRights({ bureau }: { bureau: string | undefined }) {
  return (
    <section aria-labelledby="rights-heading" className="stack">
      <h2 id="rights-heading" className="heading-m">
        Your rights
      </h2>
      <p>
        The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit
        applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided
        the applicant has the capacity to enter into a binding contract); because all or part of the
        applicant’s income derives from any public assistance program; or because the applicant has in good
        faith exercised any right under the Consumer Credit Protection Act. The federal agency that
        administers compliance with this law concerning this creditor is the Consumer Financial Protection
        Bureau, 1700 G Street NW, Washington, DC 20552.
      </p>
      <p>
        Our decision was based in whole or in part on information obtained in a report from a consumer
        reporting agency{bureau ? ` (${bureau})` : ''}. The reporting agency played no part in our decision
        and is unable to supply specific reasons why we have denied credit to you. You have a right under the
        Fair Credit Reporting Act to know the information contained in your credit file at the consumer
        reporting agency. You have a right to a free copy of your report from the reporting agency if you
        request it no later than 60 days after you receive this notice. You also have a right to dispute the
        accuracy or completeness of any information in your report furnished by the reporting agency.
      </p>
    </section>
  );
}
