/**
 * Schema migrations, applied in order; PRAGMA user_version records how many ran.
 * Append only: never edit a shipped migration.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    license TEXT NOT NULL,
    menu_id INTEGER NOT NULL,
    lang TEXT NOT NULL,
    created TEXT NOT NULL,
    status TEXT NOT NULL,
    order_type TEXT NOT NULL,
    origin_type TEXT,
    origin_label TEXT,
    table_number INTEGER,
    customer_name TEXT NOT NULL,
    phone TEXT,
    email TEXT,
    address TEXT,
    order_comments TEXT,
    payment_type TEXT NOT NULL,
    currency TEXT NOT NULL,
    sub_total TEXT NOT NULL,
    discount TEXT NOT NULL,
    taxes_json TEXT NOT NULL,
    delivery_fees TEXT NOT NULL,
    total TEXT NOT NULL,
    discounts_json TEXT NOT NULL,
    additional_data_json TEXT NOT NULL,
    payload_json TEXT NOT NULL,
    payment_url TEXT
  );
  CREATE INDEX orders_license ON orders(license, id);
  CREATE INDEX orders_table ON orders(license, table_number, status);
  CREATE TABLE order_lines (
    order_uuid TEXT NOT NULL REFERENCES orders(uuid),
    position INTEGER NOT NULL,
    cart_uuid TEXT NOT NULL,
    line_json TEXT NOT NULL,
    status TEXT,
    PRIMARY KEY (order_uuid, position)
  );
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_uuid TEXT NOT NULL REFERENCES orders(uuid),
    payment_type TEXT NOT NULL,
    amount TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE INDEX payments_order ON payments(order_uuid);
  CREATE TABLE split_payments (
    uuid TEXT PRIMARY KEY,
    order_uuid TEXT NOT NULL REFERENCES orders(uuid),
    position INTEGER NOT NULL,
    guest_name TEXT NOT NULL,
    amount TEXT NOT NULL,
    status TEXT NOT NULL
  );
  CREATE INDEX splits_order ON split_payments(order_uuid);
  CREATE TABLE wallet_redemptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_uuid TEXT NOT NULL REFERENCES orders(uuid),
    wallet_id TEXT NOT NULL,
    amount TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    feedback_id INTEGER NOT NULL,
    license TEXT NOT NULL,
    lang TEXT NOT NULL,
    submission_json TEXT NOT NULL,
    origin_label TEXT,
    origin_type TEXT,
    origin_location_json TEXT,
    created TEXT NOT NULL
  );
  CREATE TABLE idempotency (
    key TEXT PRIMARY KEY,
    body_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    response TEXT NOT NULL,
    created_ms INTEGER NOT NULL
  );
  CREATE TABLE payment_sessions (
    session TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    kind TEXT NOT NULL,
    order_uuid TEXT NOT NULL REFERENCES orders(uuid),
    split_uuid TEXT,
    amount TEXT NOT NULL,
    lang TEXT NOT NULL,
    status TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE TABLE common_orders (
    license TEXT NOT NULL,
    table_number INTEGER NOT NULL,
    open INTEGER NOT NULL,
    PRIMARY KEY (license, table_number)
  );
  `,
]
