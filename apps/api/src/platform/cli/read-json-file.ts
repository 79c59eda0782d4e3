import { readFile } from 'node:fs/promises';

/**
 * An operator command's `--file`: its JSON, or the one line that says why it cannot be had (the caller raises it as
 * the command's own refusal).
 */
export async function readJsonFile(path: string): Promise<{ json: unknown } | { problem: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return { problem: `--file ${path}: cannot be read` };
  }
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `--file ${path}: not JSON (${(error as Error).message})` };
  }
}
