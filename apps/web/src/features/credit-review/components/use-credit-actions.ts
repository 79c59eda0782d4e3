import { useState } from 'react';
import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { giveCreditFreezePin, retryCredit } from '@lintel/domain/api/endpoints/credit-actions';
import { freezePinInputSchema } from '@lintel/domain/application/credit-retry-pin';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';

import { PIN_FIELD } from './freeze-pin-field.tsx';

/**
 * The two ways out of a credit stop: give the freeze PIN (PUT …/credit-freeze-pin) or, after lifting the freeze
 * or lock at the bureau, try again (POST …/credit/retry). One error summary serves both.
 */
export type CreditActions = ReturnType<typeof useCreditActions>;

export function useCreditActions(uuid: string) {
  const pinAction = useStepAction(giveCreditFreezePin, uuid);
  const retryAction = useStepAction(retryCredit, uuid);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const [attempts, setAttempts] = useState(0);

  function submitPin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const parsed = z.safeParse(freezePinInputSchema, pin);
    setPinError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) pinAction.mutate({ pin: parsed.data });
  }

  function retry() {
    setAttempts((n) => n + 1);
    setPinError(undefined);
    retryAction.mutate({});
  }

  const errors = pinError
    ? [{ field: PIN_FIELD, message: pinError }]
    : [...actionErrors(pinAction.error, PIN_FIELD), ...actionErrors(retryAction.error)];
  return {
    pin,
    setPin,
    submitPin,
    retry,
    errors,
    pinError: errors.find((e) => e.field === PIN_FIELD)?.message,
    focusKey: attempts + pinAction.failureCount + retryAction.failureCount,
    busy: pinAction.isPending || pinAction.isSuccess || retryAction.isPending || retryAction.isSuccess,
  };
}
