import { test, expect } from './fixtures';
import { confirmationCodeFor, newEmail } from './support';

test.describe('sign up, sign out, sign in', () => {
  test('a new owner signs up, verifies the e-mail, lands on onboarding, signs out and back in', async ({ page }) => {
    const email = newEmail('owner');
    const password = 'pass-word-1';

    await page.goto('/auth');
    await page.getByRole('tab', { name: /sign up/i }).click();
    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByText('Create your restaurant account to start accepting orders')).toBeVisible();

    // Validation before anything is sent.
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await expect(page.getByText(/full name is required/i)).toBeVisible();
    await page.getByLabel('Full name').fill('Rosa Diaz');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await expect(page.getByText(/at least 6 characters/i)).toBeVisible();

    // Show/hide password.
    const password_ = page.getByLabel('Password', { exact: true });
    await password_.fill(password);
    await expect(password_).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password_).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await expect(page.getByText('Account created! Please check your email to verify your account.')).toBeVisible();

    // "Resend code" works on the local stack as in Cognito, and the link stays readable under the pointer (issue 25).
    const resendButton = page.getByRole('button', { name: 'Resend code' });
    await resendButton.click();
    await expect(page.getByText(`We sent a new code to ${email}`)).toBeVisible();
    await resendButton.hover();
    expect(await resendButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    // A wrong code says so; the message ends with this page instead of sitting over the next one.
    const errorToast = page.locator('.toast--error');
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(errorToast).toBeVisible();
    await page.getByLabel('Verification code').fill(confirmationCodeFor(email));
    await page.getByRole('button', { name: 'Verify email' }).click();

    // First sign-in after sign-up goes to onboarding, with a welcome for a new account (issue 8).
    await expect(page).toHaveURL(/\/owner\/onboarding$/);
    await expect(page.getByText('Welcome to TableTap!')).toBeVisible();
    await expect(errorToast).toHaveCount(0);
    await expect(page.getByText('Welcome back!')).toBeHidden();
    // The sign-in made the restaurant, named after the owner (SPEC.md section 4); the checklist starts at 0 of 4.
    await expect(page.getByText("Restaurant created! Let's get you set up.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Restaurant Setup' })).toBeVisible();
    await expect(page.getByText('Rosa Diaz Restaurant')).toBeVisible();
    await expect(page.getByText('0 of 4 steps completed')).toBeVisible();

    // Avatar initials from the full name, then sign out.
    const account = page.getByRole('button', { name: /account menu/i });
    await expect(account).toHaveText('RD');
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Protected page now sends to /auth.
    await page.goto('/owner/dashboard');
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByRole('tab', { name: /sign in/i }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText(/incorrect|invalid|password/i).first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
    // The wrong password's message ended with the sign-in page.
    await expect(errorToast).toHaveCount(0);
    await expect(page.getByText('Owner Dashboard')).toBeVisible();
    await expect(page.getByText('Rosa Diaz Restaurant').first()).toBeVisible();
  });

  test('a protected page sends the visitor to /auth and back to where they were going', async ({ page }) => {
    await page.goto('/owner/settings/branding');
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('tab', { name: /sign in/i }).click();
    await page.getByLabel('Email').fill(process.env.TABLETAP_DEMO_EMAIL!);
    await page.getByLabel('Password', { exact: true }).fill(process.env.TABLETAP_DEMO_PASSWORD!);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(/\/owner\/settings\/branding$/);
  });
});
