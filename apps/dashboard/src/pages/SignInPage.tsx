import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useApi, useMe } from '../api/context';
import { pathAfterSignIn } from '../shell/navigation';

/**
 * Sign-in (`POST {app_url}/api/v1/session`, decision 0015): email and password; when the person has
 * TOTP, a second step asks for the code. Refusals are shown as the platform's sentences.
 */
export function SignInPage() {
  const api = useApi();
  const qc = useQueryClient();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (me.data) return <Navigate to={pathAfterSignIn(location.state)} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api.post<{ data: { csrf_token: string } }>('/session', { email, password, ...(needsTotp ? { totp_code: totp.trim() } : {}) });
      api.setCsrfToken(r.data.csrf_token);
      await qc.invalidateQueries({ queryKey: ['me'] });
      navigate(pathAfterSignIn(location.state), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.body.totp_required === true && !needsTotp) {
        setNeedsTotp(true);
      } else {
        setError(err instanceof Error ? err.message : 'Signing in failed. Try again.');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md" component="main" id="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <form onSubmit={submit} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
          <Stack>
            <Title order={1} size="h2">
              Sign in
            </Title>
            <Text c="dimmed" size="sm">
              Use the email address and password of your account on this platform.
            </Text>
            {error && (
              <Alert color="red" role="alert" id="sign-in-error" title="Not signed in">
                {error}
              </Alert>
            )}
            {!needsTotp ? (
              <>
                <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
                <PasswordInput
                  label="Password"
                  visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
              </>
            ) : (
              <TextInput
                label="Code from your authenticator app"
                description="Your account asks for a second step: enter the 6-digit code."
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                autoFocus
                value={totp}
                onChange={(e) => setTotp(e.currentTarget.value)}
              />
            )}
            <Button type="submit" loading={busy}>
              {needsTotp ? 'Verify and sign in' : 'Sign in'}
            </Button>
            {!needsTotp && (
              <Anchor component={Link} to="/forgot-password" size="sm">
                Forgot your password?
              </Anchor>
            )}
            {needsTotp && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setNeedsTotp(false);
                  setTotp('');
                }}
              >
                Use another account
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
