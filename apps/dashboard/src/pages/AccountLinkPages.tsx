import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../api/context';

/**
 * The pages a mailed link opens, without a session (decision 0015): accept an invitation
 * (`{app_url}/accept-invitation?token=`), choose a new password (`{app_url}/reset-password?token=`), and
 * ask for a reset link (`{app_url}/forgot-password`). Refusals are the platform's sentences.
 */

/** The frame of a page without a session: a card in the middle, its form, the error as an alert. */
export function PublicFrame({
  title,
  intro,
  error,
  onSubmit,
  children,
}: {
  title: string;
  intro: ReactNode;
  error: string | null;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const body = (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
      {error && (
        <Alert color="red" role="alert" id="public-form-error">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
  return (
    <Center mih="100vh" p="md" component="main" id="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate aria-describedby={error ? 'public-form-error' : undefined}>
            {body}
          </form>
        ) : (
          body
        )}
      </Paper>
    </Center>
  );
}

/** A new password typed twice; `mismatch` is the sentence when they differ. */
function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const fields = (
    <>
      <PasswordInput
        label="New password"
        description="At least 10 characters."
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <PasswordInput
        label="The same password again"
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the repeated password' }}
        value={again}
        onChange={(e) => setAgain(e.currentTarget.value)}
      />
    </>
  );
  return { password, fields, mismatch: password !== again ? 'The two passwords differ. Type the same password twice.' : null };
}

/** Runs a form's call with its busy flag and its error as a sentence. */
function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (fn: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

const noToken = 'This link has no token. Open the link of the mail again, whole.';

/**
 * Accepting an invitation: the person gives a password (a new account's, or their existing account's
 * to prove it is theirs) and a name, then is signed in and taken to the project.
 */
export function AcceptInvitationPage() {
  const api = useApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [name, setName] = useState('');
  const pair = usePasswordPair();
  const { error, setError, busy, run } = useSubmit();
  const submit = run(async () => {
    if (!token) return setError(noToken);
    if (pair.mismatch) return setError(pair.mismatch);
    const accepted = await api.post<{ data: { project_id: string; email: string } }>('/invitations/accept', {
      token,
      password: pair.password,
      ...(name.trim() ? { name: name.trim() } : {}),
    });
    const session = await api.post<{ data: { csrf_token: string } }>('/session', { email: accepted.data.email, password: pair.password });
    api.setCsrfToken(session.data.csrf_token);
    await qc.invalidateQueries({ queryKey: ['me'] });
    navigate(`/p/${accepted.data.project_id}`, { replace: true });
  });
  return (
    <PublicFrame
      title="Join the project"
      intro="You were invited to a project on this platform. Choose a password for your account — or, if this address already has an account, give its password."
      error={error}
      onSubmit={submit}
    >
      <TextInput label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      {pair.fields}
      <Button type="submit" loading={busy}>
        Accept and sign in
      </Button>
    </PublicFrame>
  );
}

/** Choosing a new password from a reset link: every session of the account ends; then sign in. */
export function ResetPasswordPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const pair = usePasswordPair();
  const [done, setDone] = useState<string | null>(null);
  const { error, setError, busy, run } = useSubmit();
  const submit = run(async () => {
    if (!token) return setError(noToken);
    if (pair.mismatch) return setError(pair.mismatch);
    const r = await api.post<{ data: { message: string } }>('/password_resets/confirm', { token, password: pair.password });
    setDone(r.data.message);
  });
  if (done)
    return (
      <PublicFrame title="Password changed" intro={done} error={null}>
        <Anchor component={Link} to="/sign-in">
          Sign in with the new password
        </Anchor>
      </PublicFrame>
    );
  return (
    <PublicFrame title="Choose a new password" intro="The link of the mail sets a new password once, within an hour of asking." error={error} onSubmit={submit}>
      {pair.fields}
      <Button type="submit" loading={busy}>
        Change the password
      </Button>
    </PublicFrame>
  );
}

/** Asking for a reset link: the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { error, busy, run } = useSubmit();
  const submit = run(async () => {
    const r = await api.post<{ data: { message: string } }>('/password_resets', { email: email.trim() });
    setSent(r.data.message);
  });
  return (
    <PublicFrame
      title="Reset your password"
      intro="Give the address of your account: a link to choose a new password is mailed to it."
      error={error}
      onSubmit={sent ? undefined : submit}
    >
      {sent ? (
        <Alert color="blue" role="status">
          {sent}
        </Alert>
      ) : (
        <>
          <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Button type="submit" loading={busy}>
            Mail me a link
          </Button>
        </>
      )}
      <Anchor component={Link} to="/sign-in" size="sm">
        Back to sign-in
      </Anchor>
    </PublicFrame>
  );
}
