import { Component } from 'react';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  lazyModule,
  lazyModulesLoading,
  subscribeToLazyModuleLoads,
  useLazyModule,
} from '../../src/lib/lazy-module.ts';
import type { LazyModule } from '../../src/lib/lazy-module.ts';

interface Greeting {
  Greeting: () => ReactNode;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const greetingModule: Greeting = { Greeting: () => <p>Hello</p> };

function Page({ module }: { module: LazyModule<Greeting> }) {
  const code = useLazyModule(module);
  return code ? <code.Greeting /> : <p role="status">Loading</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazy modules (decision 156)', () => {
  it('keeps the page loader until the code arrives, then renders it, loading it once', async () => {
    const load = deferred<Greeting>();
    const loader = vi.fn(() => load.promise);
    const module = lazyModule(loader);
    render(<Page module={module} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => load.resolve(greetingModule));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('renders preloaded code at once, without a loader in between', async () => {
    const module = lazyModule(() => Promise.resolve(greetingModule));
    await module.preload();
    render(<Page module={module} />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('throws a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = deferred<Greeting>();
    const module = lazyModule(() => load.promise);
    render(
      <Boundary>
        <Page module={module} />
      </Boundary>,
    );
    await act(async () => load.reject(new Error('chunk failed')));
    expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
    vi.mocked(console.error).mockRestore();
  });

  it("tries again when the page mounts after a route loader's attempt failed", async () => {
    const loader = vi
      .fn<() => Promise<Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(greetingModule);
    const module = lazyModule(loader);
    await expect(module.preload()).rejects.toThrow('offline');
    render(<Page module={module} />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('counts a download under way, so the shell knows the page still waits on code', async () => {
    const load = deferred<Greeting>();
    const module = lazyModule(() => load.promise);
    const changes = vi.fn();
    const unsubscribe = subscribeToLazyModuleLoads(changes);
    void module.preload();
    expect(lazyModulesLoading()).toBe(true);
    await act(async () => load.resolve(greetingModule));
    expect(lazyModulesLoading()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
