"use client";

import { useCallback } from "react";

/**
 * reCAPTCHA v3 in the browser, loaded on demand: only once someone starts using a form.
 * A token is only a claim; the server verifies it.
 */

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

const TOKEN_TIMEOUT_MS = 5000;

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting when the script fails to load.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

// Google's script loads once per page, whichever form asked for it.
let scriptReady: ReturnType<typeof deferred> | undefined;

/** Adds Google's script to the page the first time it is asked for; resolves once it has run. */
function loadScript(siteKey: string, nonce: string | undefined): Promise<void> {
  if (scriptReady) return scriptReady.promise;
  const loaded = (scriptReady = deferred());
  const script = document.createElement("script");
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.onload = () => loaded.resolve();
  script.onerror = () => loaded.reject(new Error("reCAPTCHA could not be loaded"));
  document.head.append(script);
  return loaded.promise;
}

function execute(siteKey: string, action: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) return reject(new Error("reCAPTCHA is not loaded"));
    grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject));
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("reCAPTCHA timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function useRecaptcha(siteKey: string | undefined, nonce: string | undefined) {
  /** A token for `action`, or "" when reCAPTCHA is off, blocked or slower than 5 seconds. */
  const token = useCallback(
    async (action: string): Promise<string> => {
      if (!siteKey) return "";
      try {
        return await withTimeout(
          loadScript(siteKey, nonce).then(() => execute(siteKey, action)),
          TOKEN_TIMEOUT_MS,
        );
      } catch {
        return "";
      }
    },
    [siteKey, nonce],
  );

  /** Loads the script once someone starts using a form, and reports the page load to Google. */
  const load = useCallback(() => {
    if (!siteKey || scriptReady) return;
    void token("page_load");
  }, [siteKey, token]);

  return { load, token };
}
