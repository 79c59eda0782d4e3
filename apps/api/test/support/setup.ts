import { afterAll } from 'vitest';
import { disposeTemplate } from './template-database.ts';

afterAll(disposeTemplate);
