import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import {
  getHousesOptions,
  loginMutation,
  registerMutation,
  requestPasswordResetMutation,
} from "@placar/api-client/queries";
import { businessDate } from "@placar/core/dates";
import { LOGIN_FAILED } from "@placar/core/messages";
import { AUTH_HEADING_ATTR } from "@placar/ui/product/auth-form";
import { AuthSlide } from "@placar/ui/product/auth-slide";
import { AUTH_SLIDES, AUTH_WELCOME, withHouseCount } from "@placar/ui/product/auth-slides";
import { AuthSplash } from "@placar/ui/product/auth-splash";
import { Button } from "@placar/ui/primitives/button";
import { EmailSent } from "@placar/ui/product/email-sent";
import { LoginForm, type LoginValues } from "@placar/ui/product/login-form";
import { RecoveryForm } from "@placar/ui/product/recovery-form";
import { RegisterForm, type RegisterValues } from "@placar/ui/product/register-form";
import { useApi } from "../lib/api-context.tsx";
import { siteNow } from "../lib/clock.ts";
import type { HeadData } from "../lib/head.ts";
import { HOUSES_STALE_MS } from "../lib/refresh.ts";
import { readSession } from "../lib/session.ts";
import { href } from "@placar/core/routes";
import { formError, leavingPage, RouterLink, saveSession } from "./auth-shared.tsx";

/** docs/product.md#password-recovery: the e-mail-sent step returns to the login after 4 s. */
const EMAIL_SENT_RETURN_MS = 4_000;

export function loginHead(): HeadData {
  return {
    title: "Entrar — Placar",
    description: "Entre na sua conta do Placar ou crie a sua.",
    canonicalPath: href.login(),
  };
}

type Slide = `slide-${1 | 2 | 3}`;
type Step = "splash" | Slide | "choose" | "login" | "register" | "recovery" | "email-sent";

/**
 * The steps that have an address of their own (the hash), so a reload, or a link such as /login#cadastro,
 * opens the form directly. The splash and slides do not: they are the way in, not places to return to.
 */
const STEP_HASH = { login: "entrar", register: "cadastro", recovery: "recuperar-senha" } as const satisfies Partial<
  Record<Step, string>
>;

function stepFromHash(hash: string): Step | null {
  const name = hash.replace(/^#/, "");
  const found = (Object.entries(STEP_HASH) as [Step, string][]).find(([, h]) => h === name);
  return found ? found[0] : null;
}

const SLIDES: Slide[] = ["slide-1", "slide-2", "slide-3"];

/**
 * The login area (docs/product.md#login-area): splash (5 s) → three slides, each with 'Pular' → the fourth slide with
 * login or register → the forms. The step lives in this component; the form steps are mirrored in the hash.
 */
export function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("splash");
  const [email, setEmail] = useState("");
  const containerRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // The first slide counts the active houses (docs/product.md#login-area); asked for now, shown after the splash.
  const houses = useQuery({ ...getHousesOptions(api), staleTime: HOUSES_STALE_MS });
  const login = useMutation(loginMutation(api));
  const register = useMutation(registerMutation(api));
  const recover = useMutation(requestPasswordResetMutation(api));

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  // docs/product.md#roles-and-access: a visitor already signed in who opens /login goes to /. Otherwise a hash may name
  // a form step.
  useEffect(() => {
    if (readSession()) {
      void navigate(href.home(), { replace: true });
      return;
    }
    // Opened at a form's address (/login#entrar): that form shows, and its title takes the focus like any new step's,
    // so the keyboard starts in the form rather than at the top of the page.
    const fromHash = stepFromHash(window.location.hash);
    if (fromHash) {
      moved.current = true;
      setStep(fromHash);
    }
    // A link to another step of this page (or a hand-edited address) changes only the hash.
    const onHashChange = () => {
      const next = stepFromHash(window.location.hash);
      if (next) go(next);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [navigate]);

  // The address follows the form steps (replace: the steps are not history entries of their own).
  useEffect(() => {
    const hash = step in STEP_HASH ? `#${STEP_HASH[step as keyof typeof STEP_HASH]}` : "";
    if (window.location.hash === hash) return;
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}${hash}`,
    );
  }, [step]);

  // A new step's title takes the focus, so keyboard and screen-reader users start where the content changed.
  useEffect(() => {
    if (!moved.current) return;
    containerRef.current?.querySelector<HTMLElement>(`[${AUTH_HEADING_ATTR}]`)?.focus();
  }, [step]);

  useEffect(() => {
    if (step !== "email-sent") return;
    const timer = window.setTimeout(() => go("login"), EMAIL_SENT_RETURN_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const signIn = async ({ username, password }: LoginValues) => {
    let data;
    try {
      data = await login.mutateAsync({ body: { username, password } });
    } catch (err) {
      // The abuse limit says when to try again; anything else is the one login message (docs/product.md#login-area).
      // Too many attempts, or a deactivated account (said only after the right password): the server's reason.
      throw new Error(
        err instanceof ApiError && (err.status === 429 || err.status === 403) ? err.body.detail : LOGIN_FAILED,
      );
    }
    if (!saveSession(data.access, data.user)) throw new Error(LOGIN_FAILED);
    window.location.assign(href.home());
    return leavingPage();
  };

  const signUp = async (values: RegisterValues) => {
    const username = values.email.trim();
    try {
      await register.mutateAsync({ body: { ...values, username } });
    } catch (err) {
      throw formError(err);
    }
    // docs/product.md#register: a successful registration signs the user in and reloads the page (leaving /login).
    try {
      const data = await login.mutateAsync({ body: { username, password: values.password } });
      if (saveSession(data.access, data.user)) {
        window.location.reload();
        return leavingPage();
      }
    } catch {
      // The account exists; only the automatic sign-in failed. The login step lets the user finish by hand.
    }
    setEmail(username);
    go("login");
  };

  const requestLink = async ({ email: address }: { email: string }) => {
    try {
      await recover.mutateAsync({ body: { email: address } });
    } catch (err) {
      throw formError(err);
    }
    setEmail(address);
    go("email-sent");
  };

  const skip = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    go("login");
  };

  const panel = { homeHref: href.home(), renderLink: RouterLink };
  const slideIndex = SLIDES.indexOf(step as Slide);

  let content: React.ReactNode;
  if (step === "splash") {
    content = <AuthSplash onDone={() => go("slide-1")} />;
  } else if (slideIndex >= 0) {
    const slide = withHouseCount(AUTH_SLIDES[slideIndex]!, houses.data?.results.length);
    content = (
      <AuthSlide
        title={slide.title}
        text={slide.text}
        illustration={<slide.Illustration />}
        step={slideIndex + 1}
        total={SLIDES.length + 1}
        skipHref={`#${STEP_HASH.login}`}
        onSkip={skip}
        onNext={() => go(SLIDES[slideIndex + 1] ?? "choose")}
      />
    );
  } else if (step === "choose") {
    content = (
      <AuthSlide
        title={AUTH_WELCOME.title}
        text={AUTH_WELCOME.text}
        illustration={<AUTH_WELCOME.Illustration />}
        step={SLIDES.length + 1}
        total={SLIDES.length + 1}
        actions={
          <>
            <Button size="lg" onClick={() => go("login")}>
              Entrar
            </Button>
            <Button size="lg" variant="outline" onClick={() => go("register")}>
              Criar conta
            </Button>
          </>
        }
      />
    );
  } else if (step === "login") {
    content = (
      <LoginForm
        {...panel}
        defaultUsername={email}
        onSubmit={signIn}
        onBack={() => go("choose")}
        onForgotPassword={() => go("recovery")}
        onRegister={() => go("register")}
      />
    );
  } else if (step === "register") {
    content = (
      <RegisterForm
        {...panel}
        today={businessDate(siteNow())}
        onSubmit={signUp}
        onBack={() => go("choose")}
        onLogin={() => go("login")}
      />
    );
  } else if (step === "recovery") {
    content = (
      <RecoveryForm
        {...panel}
        defaultEmail={email}
        successMessage={null}
        onSubmit={requestLink}
        onBack={() => go("login")}
      />
    );
  } else {
    content = (
      <EmailSent
        {...panel}
        email={email}
        onContinue={() => go("login")}
        onResend={() => go("recovery")}
        note="Voltando para o login em instantes…"
      />
    );
  }

  return (
    <div ref={containerRef} data-step={step} className="flex min-h-[70vh] items-center justify-center py-6">
      {/* Keyed by step so each one enters with the short fade; reduced motion gets no movement at all. */}
      <div
        key={step}
        className="flex w-full justify-center transition-[opacity,translate] duration-300 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none motion-reduce:starting:translate-y-0"
      >
        {content}
      </div>
    </div>
  );
}
