import { createLazyRoute } from '@tanstack/react-router';
import { TimeoutPage } from './timeout-page.tsx';

export const Route = createLazyRoute('/timeout')({ component: TimeoutPage });
