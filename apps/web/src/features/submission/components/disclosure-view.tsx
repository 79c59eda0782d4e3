import type { DisclosureDocument } from '@lintel/domain/application/disclosures/disclosure-document';

/**
 * A disclosure built in the domain (decision 180) as HTML: headings in order, lists, term/value pairs and a table
 * with its caption and column headers, inside a disclosure widget the borrower opens to read.
 */
export function DisclosureView({ document, open = false }: { document: DisclosureDocument; open?: boolean }) {
  return (
    <details className="disclosure" open={open}>
      <summary className="disclosure__summary">
        <span className="disclosure__title">{document.title}</span>
      </summary>
      <div className="disclosure__body">
        <p className="hint">{document.byline}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="disclosure__section">
            <h3 className="heading-s">{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.facts ? (
              <dl className="summary-list disclosure__facts">
                {section.facts.map((fact) => (
                  <div className="summary-list__row" key={fact.term}>
                    <dt>{fact.term}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {section.table ? (
              <div
                className="disclosure__table-wrap"
                tabIndex={0}
                role="region"
                aria-label={section.table.caption}
              >
                <table className="disclosure__table">
                  <caption>{section.table.caption}</caption>
                  <thead>
                    <tr>
                      {section.table.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {section.table.rows.map(([first, ...rest]) => (
                      <tr key={first}>
                        <th scope="row">{first}</th>
                        {rest.map((cell, index) => (
                          <td key={`${first}-${index}`}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </section>
        ))}
      </div>
    </details>
  );
}
