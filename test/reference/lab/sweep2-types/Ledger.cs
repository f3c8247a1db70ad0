// Ledger: general-ledger postings whose enums were sized for a database: byte- and long-backed enums with explicit
// values, a [Flags] enum with combined members, an [XmlEnum("")] member for "none", [DefaultValue]s on enums, bools
// and a DateTime, TimeSpan and DateTimeOffset members, constants and statics on the DTOs.
using System;
using System.Collections.Generic;
using System.ComponentModel;
using System.Web.Services;
using System.Web.Services.Protocols;
using System.Xml.Serialization;

namespace Adventure.Ledger
{
    public enum AccountType : byte
    {
        Asset = 1,
        Liability = 2,
        Equity = 3,
        Income = 4,
        Expense = 5
    }

    public enum JournalId : long
    {
        General = 1000000000000L,
        Sales = 2000000000000L,
        Purchases = 3000000000000L
    }

    [Flags]
    public enum PostingFlags
    {
        None = 0,
        Reversal = 1,
        Adjustment = 2,
        Closing = 4,
        Intercompany = 8,
        YearEnd = Adjustment | Closing,
        All = Reversal | Adjustment | Closing | Intercompany
    }

    public enum Dimension
    {
        [XmlEnum("")] Unassigned,
        [XmlEnum("CC")] CostCentre,
        [XmlEnum("PRJ")] Project,
        Region
    }

    public class Account
    {
        public const int NumberLength = 6;
        public static readonly Account Suspense = new Account();

        [XmlAttribute] public string Number;
        public string Name;
        public AccountType Type;
        [DefaultValue(false)] public bool Blocked;
        [DefaultValue(true)] public bool Postable = true;
        [DefaultValue(Dimension.Unassigned)] public Dimension Dimension;
    }

    public class Posting
    {
        [XmlAttribute] public long Id;
        [XmlAttribute] public JournalId Journal;
        public string Account;
        public decimal Amount;
        [DefaultValue(PostingFlags.None)] public PostingFlags Flags;
        [DefaultValue(typeof(DateTime), "2000-01-01T00:00:00")] public DateTime ValueDate = new DateTime(2000, 1, 1);
        public DateTimeOffset Recorded;
        public TimeSpan ProcessingTime;
        [DefaultValue(AccountType.Expense)] public AccountType Side = AccountType.Expense;
        public Dimension[] Dimensions;
    }

    public class PeriodClose
    {
        [XmlAttribute] public int Year;
        [XmlAttribute] public byte Period;
        [XmlAttribute] public PostingFlags Flags;
        public TimeSpan? Duration;
        public AccountType?[] Checked;
    }

    [WebService(Namespace = "http://adventure.example/ledger")]
    public class Ledger : WebService
    {
        [WebMethod]
        public Account[] Chart(AccountType? type) { return new Account[0]; }

        [WebMethod]
        public long Post(Posting posting) { return posting.Id; }

        [WebMethod]
        public Posting[] Journal(JournalId journal, PostingFlags flags, DateTime from) { return new Posting[0]; }

        [WebMethod]
        public PeriodClose Close(int year, byte period, Dimension dimension) { PeriodClose c = new PeriodClose(); c.Year = year; return c; }
    }
}
