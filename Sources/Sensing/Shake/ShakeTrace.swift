import Foundation
import GadgetBase
import Hardware

/// How a finished swing continues the series before it.
public enum SwingVerdict: Sendable, Hashable {
    case first, reversal, sameWay, ringing
}

/// One thing the shake detector tells a trace: a swing and what it made of it, or why a shake
/// began, ended, was cancelled or did not begin. Kept as values so the detector formats nothing
/// and `gadget sense shake --trace` says it in the reader's language.
public enum ShakeTrace: Sendable, Hashable {
    case swing(at: Instant, peak: Double, direction: Vector3, verdict: SwingVerdict, reversals: Int, strength: Double)
    case began(at: Instant, reversals: Int, strength: Double, reversalsNeeded: Int, strengthNeeded: Double, calmAt: Instant)
    case beganByBurst(at: Instant, threshold: Double, share: Double, window: Duration)
    case endedQuiet(at: Instant, threshold: Double, quietFor: Duration)
    case endedWithoutReversal(at: Instant, after: Duration)
    case cancelled(at: Instant, longerThan: Duration)
    case notCalmBefore(at: Instant, calmThreshold: Double, lastCalm: Instant, within: Duration)

    public func text(_ localizer: Localizer) -> String {
        let language = localizer.language
        func ms(_ instant: Instant) -> String { language.number(instant.milliseconds, format: "%.1f") }
        func ms(_ duration: Duration) -> String { String(format: "%.0f", duration.milliseconds) }
        func g(_ value: Double) -> String { language.number(value, format: "%.2f") }
        switch self {
        case let .swing(at, peak, d, verdict, reversals, strength):
            // "0,12; -0,34" where a comma already separates a number's fraction.
            let direction = [d.x, d.y, d.z].map(g).joined(separator: language == .en ? ", " : "; ")
            return localizer(ShakeTraceText.swing, ms(at), g(peak), direction, localizer(ShakeTraceText.name(of: verdict)),
                             "\(reversals)", g(strength))
        case let .began(at, reversals, strength, reversalsNeeded, strengthNeeded, calmAt):
            return localizer(ShakeTraceText.began, ms(at), "\(reversals)", g(strength), "\(reversalsNeeded)", g(strengthNeeded),
                             ms(calmAt))
        case let .beganByBurst(at, threshold, share, window):
            return localizer(ShakeTraceText.beganByBurst, ms(at), g(threshold), String(format: "%.0f", share * 100), ms(window))
        case let .endedQuiet(at, threshold, quietFor):
            return localizer(ShakeTraceText.endedQuiet, ms(at), g(threshold), ms(quietFor))
        case let .endedWithoutReversal(at, after):
            return localizer(ShakeTraceText.endedWithoutReversal, ms(at), ms(after))
        case let .cancelled(at, longerThan):
            return localizer(ShakeTraceText.cancelled, ms(at), language.number(longerThan.seconds, format: "%.1f"))
        case let .notCalmBefore(at, calmThreshold, lastCalm, within):
            return localizer(ShakeTraceText.notCalmBefore, ms(at), g(calmThreshold), ms(lastCalm), ms(within))
        }
    }
}

/// The trace's sentences. In English a decision's line begins with the phase `sense shake`
/// prints for it (began, ended, cancelled), so it is found beside its phase line.
enum ShakeTraceText {
    static let swing = LocalizedString(
        "swing at %@ ms, peak %@ g (%@): %@, reversals %@, strength %@ g",
        ru: "взмах на %@ мс, пик %@ g (%@): %@, всего смен направления %@, сила %@ g",
        uk: "помах на %@ мс, пік %@ g (%@): %@, усього змін напрямку %@, сила %@ g")
    static let began = LocalizedString(
        "began at %@ ms: %@ reversals adding up to %@ g (%@ and %@ g needed), the board calm at %@ ms",
        ru: "встряхивание началось на %@ мс: смен направления %@, в сумме %@ g (нужно %@ и %@ g), плата была спокойна на %@ мс",
        uk: "струшування почалося на %@ мс: змін напрямку %@, разом %@ g (потрібно %@ і %@ g), плата була спокійна на %@ мс")
    static let beganByBurst = LocalizedString(
        "began at %@ ms by a burst: gravity-free readings above %@ g for %@ %% of the last %@ ms",
        ru: "встряхивание началось на %@ мс по всплеску: показания без гравитации выше %@ g в %@ %% последних %@ мс",
        uk: "струшування почалося на %@ мс через сплеск: показання без гравітації вищі за %@ g у %@ %% останніх %@ мс")
    static let endedQuiet = LocalizedString(
        "ended at %@ ms: under %@ g for %@ ms",
        ru: "встряхивание закончилось на %@ мс: ниже %@ g в течение %@ мс", uk: "струшування скінчилося на %@ мс: нижче %@ g протягом %@ мс")
    static let endedWithoutReversal = LocalizedString(
        "ended at %@ ms: no reversal for %@ ms",
        ru: "встряхивание закончилось на %@ мс: нет смены направления %@ мс", uk: "струшування скінчилося на %@ мс: немає зміни напрямку %@ мс")
    static let cancelled = LocalizedString(
        "cancelled at %@ ms: shaking for longer than %@ s; no shake begins until it stops",
        ru: "встряхивание отменено на %@ мс: трясёт дольше %@ с; новое встряхивание не начнётся, пока это не кончится",
        uk: "струшування скасовано на %@ мс: трусить довше за %@ с; нове струшування не почнеться, доки це не скінчиться")
    static let notCalmBefore = LocalizedString(
        "no shake at %@ ms: the swings make one, but the board was last calm (under %@ g) at %@ ms, more than %@ ms before: a walk or a run, not a hand",
        ru: "нет встряхивания на %@ мс: взмахов хватает, но плата последний раз была спокойна (ниже %@ g) на %@ мс, больше чем за %@ мс до того: это ходьба или бег, а не рука",
        uk: "немає струшування на %@ мс: помахів досить, але плата востаннє була спокійна (нижче %@ g) на %@ мс, більш ніж за %@ мс до того: це ходьба чи біг, а не рука")

    static func name(of verdict: SwingVerdict) -> LocalizedString {
        switch verdict {
        case .first: LocalizedString("first of a series", ru: "первый в серии", uk: "перший у серії")
        case .reversal: LocalizedString("reversal", ru: "смена направления", uk: "зміна напрямку")
        case .sameWay: LocalizedString("same way as the last", ru: "в ту же сторону, что и предыдущий", uk: "у той самий бік, що й попередній")
        case .ringing: LocalizedString("too soon: ringing", ru: "слишком рано: дребезг", uk: "зарано: деренчання")
        }
    }
}
