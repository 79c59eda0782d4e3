import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// Set here, in the module that renders react-pdf (its README): the worker is a file of our own origin (CSP 'self').
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Spec 001 §9: the document viewer is at most 700 px wide. */
export const MAX_VIEWER_WIDTH = 700;

interface PdfViewerProps {
  file: Blob;
  title: string;
  /** Called once, when the reader has scrolled the last page's end into view. */
  onReachedEnd: () => void;
}

/**
 * One PDF, every page, in a scrolling frame at most 700 px wide (pdf.js through react-pdf, decision 191). The text
 * layer keeps the words selectable and readable by assistive technology. A marker after the last page tells when the
 * reader got to the end: it must be seen inside the frame, so opening the page is not reading it.
 */
export default function PdfViewer({ file, title, onReachedEnd }: PdfViewerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(0);
  // Pages have no height until drawn: the end marker is only watched once every page is on screen.
  const [drawn, setDrawn] = useState(0);
  const laidOut = pages > 0 && drawn >= pages;
  const [width, setWidth] = useState(MAX_VIEWER_WIDTH);
  const reported = useRef(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.min(MAX_VIEWER_WIDTH, Math.max(200, element.clientWidth - 16)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const root = frame.current;
    const marker = end.current;
    if (!root || !marker || !laidOut) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !reported.current) {
          reported.current = true;
          onReachedEnd();
        }
      },
      { root, threshold: 1 },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [laidOut, onReachedEnd]);

  return (
    <div
      ref={frame}
      className="pdf-viewer"
      role="region"
      aria-label={`${title}, ${pages || 'loading'} ${pages === 1 ? 'page' : 'pages'}`}
      // A scrolling region must be reachable by keyboard to be read (WCAG 2.1.1).
      tabIndex={0}
    >
      <Document
        file={file}
        onLoadSuccess={({ numPages }) => setPages(numPages)}
        loading={<p className="pdf-viewer__status">Opening the document…</p>}
        error={<p className="pdf-viewer__status">This document could not be shown. Download it below.</p>}
      >
        {Array.from({ length: pages }, (_, index) => (
          <Page
            key={index}
            pageNumber={index + 1}
            width={width}
            renderAnnotationLayer={false}
            onRenderSuccess={() => setDrawn((n) => n + 1)}
            className="pdf-viewer__page"
          />
        ))}
      </Document>
      <div ref={end} className="pdf-viewer__end" data-testid="pdf-end">
        {laidOut ? 'End of the document' : null}
      </div>
    </div>
  );
}
