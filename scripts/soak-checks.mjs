// The soak's end: the books of the run checked against the database (scripts/soak.mjs), once the
// mail-delivery and refunds jobs have drained what the traffic left them. Each check answers its
// name, whether it holds and the figures it read. The accounts the soak made are known by their
// e-mail addresses; the demo seed's own bookings (made without payments) are left out of the money.
//
// The rules, from the schema (server/db/schema/commerce.ts) and the booking and refund code:
// - a booking's event never has more active bookings than seats, and the seats an event page shows
//   left are its seats less its active bookings and live checkout holds;
// - each booking has exactly one event_booking payment, of the booking's amount (a free booking's is
//   a zero-amount record): succeeded while the booking holds or was free, refunded once a paid
//   booking was cancelled and its refund paid;
// - each cancelled paid booking has exactly one refund (booking_cancelled), of its payment's amount,
//   paid; no refund of the run belongs to anything else;
// - money: payments taken less refunds paid is what the bookings still held were paid;
// - no checkout left pending, and no mail left unsent (sent or given up without sending).

/** The LIKE pattern of the accounts one soak run registers (scripts/soak.mjs names them so). */
export const soakEmailPattern = (pid) => `soak-${pid}-%@example.test`;

const one = async (db, text, params = []) => (await db.query(text, params)).rows[0];
const int = (value) => Number(value ?? 0);

/** Waits until no mail is pending and no refund owed, at most `seconds`; answers how long it took. */
async function drain(db, seconds) {
  const begun = Date.now();
  for (;;) {
    const left = await one(db, `select (select count(*) from mail_outbox where payload is not null) as mail, (select count(*) from refunds where status = 'owed') as refunds`);
    if (int(left.mail) === 0 && int(left.refunds) === 0) return { drained: true, seconds: (Date.now() - begun) / 1000, left };
    if (Date.now() - begun > seconds * 1000) return { drained: false, seconds, left };
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export async function checkBooks(db, { origin, emailPattern, heldBookings, drainSeconds }) {
  const checks = [];
  const check = (name, ok, detail) => checks.push({ name, ok, detail });
  const mine = `b.user_id in (select id from users where email like $1)`;

  const drained = await drain(db, drainSeconds);
  check(
    "the jobs drained the mail and the refunds",
    drained.drained,
    drained.drained ? `in ${drained.seconds.toFixed(0)} s` : `after ${drainSeconds} s: ${drained.left.mail} mails pending, ${drained.left.refunds} refunds owed`,
  );

  const mail = await one(db, `select count(*) as total, count(*) filter (where sent_at is null) as unsent, count(*) filter (where sent_at is null and payload is null) as given_up from mail_outbox`);
  check("no mail unsent", int(mail.unsent) === 0, `${mail.total} mails, ${mail.unsent} unsent (${mail.given_up} given up)`);

  const counts = await one(
    db,
    `select count(*) filter (where b.status = 'booked') as held, count(*) filter (where b.status = 'cancelled') as cancelled,
            count(*) filter (where b.amount_pence > 0) as paid, count(*) as total
     from bookings b where ${mine}`,
    [emailPattern],
  );
  check(
    "bookings held equal the traffic's own count",
    int(counts.held) === heldBookings,
    `${counts.total} bookings made (${counts.paid} paid), ${counts.held} held (the traffic holds ${heldBookings}), ${counts.cancelled} cancelled`,
  );

  const overbooked = await one(
    db,
    `select count(*) as n from events e where (select count(*) from bookings b where b.event_id = e.id and b.status = 'booked') > e.max_participants`,
  );
  check("no event has more active bookings than seats", int(overbooked.n) === 0, `${overbooked.n} overbooked events`);

  // The seats each booked event's page shows left, read over HTTP, against the database's count.
  const { rows: seats } = await db.query(
    `select e.id, e.max_participants - (select count(*) from bookings b where b.event_id = e.id and b.status = 'booked')
              - (select count(*) from transactions t where t.event_id = e.id and t.transaction_type = 'event_booking'
                   and t.status = 'pending' and t.reservation_expires_at > now()) as remaining
     from events e where exists (select 1 from bookings b where b.event_id = e.id and ${mine}) order by e.id`,
    [emailPattern],
  );
  const wrong = [];
  for (const event of seats) {
    const answer = await fetch(`${origin}/api/auth/events/${event.id}`, { headers: { accept: "application/json" } });
    const shown = answer.ok ? (await answer.json())?.data?.remaining_seat : undefined;
    if (shown !== int(event.remaining)) wrong.push(`event ${event.id}: page ${shown}, database ${event.remaining}`);
  }
  check("each booked event's page shows its seats less its bookings and holds", wrong.length === 0, wrong.length ? wrong.join("; ") : `${seats.length} events`);

  const unpaid = await one(
    db,
    `select count(*) as n from bookings b where ${mine} and (
       (select count(*) from transactions t where t.booking_id = b.id) <> 1
       or not exists (select 1 from transactions t where t.booking_id = b.id and t.transaction_type = 'event_booking' and t.amount_pence = b.amount_pence
                        and t.status = (case when b.status = 'cancelled' and b.amount_pence > 0 then 'refunded' else 'succeeded' end)::transaction_status))`,
    [emailPattern],
  );
  check("each booking has exactly one payment of its amount, in the right state", int(unpaid.n) === 0, `${unpaid.n} bookings without it`);

  const loose = await one(
    db,
    `select count(*) filter (where t.status in ('succeeded', 'refunded') and t.booking_id is null) as orphans,
            count(*) filter (where t.status = 'pending') as pending, count(*) filter (where t.status = 'failed') as failed
     from transactions t where t.user_id in (select id from users where email like $1)`,
    [emailPattern],
  );
  check(
    "no payment without its booking, no checkout left pending",
    int(loose.orphans) === 0 && int(loose.pending) === 0,
    `${loose.orphans} payments without a booking, ${loose.pending} pending, ${loose.failed} failed`,
  );

  const unrefunded = await one(
    db,
    `select count(*) as n from bookings b where ${mine} and b.status = 'cancelled' and b.amount_pence > 0 and (
       (select count(*) from refunds r where r.booking_id = b.id) <> 1
       or not exists (select 1 from refunds r join transactions t on t.id = r.transaction_id
                      where r.booking_id = b.id and t.booking_id = b.id and r.amount_pence = t.amount_pence
                        and r.reason = 'booking_cancelled' and r.status = 'refunded'))`,
    [emailPattern],
  );
  const strayRefunds = await one(
    db,
    `select count(*) as n from refunds r where r.user_id in (select id from users where email like $1)
       and not exists (select 1 from bookings b where b.id = r.booking_id and b.status = 'cancelled' and b.amount_pence > 0)`,
    [emailPattern],
  );
  check(
    "each cancelled paid booking has one paid refund of its payment, and nothing else is refunded",
    int(unrefunded.n) === 0 && int(strayRefunds.n) === 0,
    `${unrefunded.n} cancelled paid bookings without it, ${strayRefunds.n} other refunds`,
  );

  const money = await one(
    db,
    `select (select coalesce(sum(t.amount_pence), 0) from transactions t
             where t.user_id in (select id from users where email like $1) and t.transaction_type = 'event_booking' and t.status in ('succeeded', 'refunded')) as taken,
            (select coalesce(sum(r.amount_pence), 0) from refunds r where r.user_id in (select id from users where email like $1) and r.status = 'refunded') as refunded,
            (select coalesce(sum(b.amount_pence), 0) from bookings b where ${mine} and b.status = 'booked') as held`,
    [emailPattern],
  );
  check(
    "payments taken less refunds paid equal what the held bookings were paid",
    int(money.taken) - int(money.refunded) === int(money.held),
    `£${(int(money.taken) / 100).toFixed(2)} taken − £${(int(money.refunded) / 100).toFixed(2)} refunded; held bookings £${(int(money.held) / 100).toFixed(2)}`,
  );
  return checks;
}
