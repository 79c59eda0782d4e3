import { useEffect, useState } from 'react';

/** A link that saves a PDF the page already holds (an object URL of its own bytes, freed when the link goes). */
export function DocumentDownload({ file, fileName, label }: { file: Blob; fileName: string; label: string }) {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (!href) return null;
  return (
    <a href={href} download={fileName}>
      {label}
    </a>
  );
}
