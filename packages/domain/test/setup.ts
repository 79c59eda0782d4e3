import { loadZodEnglishMessages } from '../src/validation/zod-messages.ts';

// The domain's consumers load zod's English messages once at start (decision 120); so does this test run.
loadZodEnglishMessages();
