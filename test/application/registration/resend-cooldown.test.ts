import {
  nextResendAt,
  secondsUntilResend,
} from '../../../src/application/registration/resend-cooldown';

// docs/decisions/registration.md D-REG-UI-3: a minute between mails; the server's 3 mails an hour
// are never exceeded (past them it answers a resend without sending anything).

const T0 = Date.UTC(2026, 10, 26, 6, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

describe('when "Resend code" works again', () => {
  it.each<[string, number[], number, number]>([
    ['nothing sent from this browser: now', [], s(0), 0],
    ['just registered: in 60 seconds', [s(0)], s(0), 60],
    ['registered 45 s ago: in 15 seconds', [s(0)], s(45), 15],
    ['registered a minute ago: now', [s(0)], s(60), 0],
    [
      'registration and one resend (2 mails): a minute after the resend',
      [s(0), s(120)],
      s(130),
      50,
    ],
    ['3 mails this hour: an hour after the first', [s(0), s(120), s(300)], s(400), 3200],
    [
      '3 mails, the first over an hour ago: a minute after the last',
      [s(0), s(3000), s(3500)],
      s(3601),
      0,
    ],
    ['part of a second left counts as a whole second', [s(0)], s(59.5), 1],
  ])('%s', (_case, sentAt, now, seconds) => {
    expect(secondsUntilResend(sentAt, now)).toBe(seconds);
  });

  it('the time is never before the last mail plus a minute', () => {
    expect(nextResendAt([s(0), s(10), s(3599)], s(3600))).toBe(s(3659));
  });
});
