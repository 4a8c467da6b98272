import Core
import GadgetBase
import Hardware

/// What the soak says to the person running it. The curve's columns stay fixed (machine-read).
public enum SoakText {
    public static let stuckHome = LocalizedString(
        "hour %@, step %@: home did not bring the launcher back; the screen shows %@",
        ru: "час %@, шаг %@: «домой» не вернуло меню приложений; на экране %@",
        uk: "година %@, крок %@: «додому» не повернуло меню застосунків; на екрані %@")
    public static let stuckPress = LocalizedString(
        "hour %@, step %@: a press on the launcher did not change the screen",
        ru: "час %@, шаг %@: нажатие в меню приложений не изменило экран",
        uk: "година %@, крок %@: натискання в меню застосунків не змінило екран")
    public static let quit = LocalizedString(
        "hour %@, step %@: the program asked to quit", ru: "час %@, шаг %@: программа попросила завершиться",
        uk: "година %@, крок %@: програма попросила завершитися")
    public static let stepFailed = LocalizedString(
        "hour %@, step %@: %@", ru: "час %@, шаг %@: %@", uk: "година %@, крок %@: %@")
    public static let heapGrew = LocalizedString(
        "the heap grew by %@ KiB between hour %@ and hour %@ (allowed: %@ KiB): a leak",
        ru: "куча выросла на %@ КиБ между часом %@ и часом %@ (допустимо %@ КиБ): утечка",
        uk: "купа зросла на %@ КіБ між годиною %@ і годиною %@ (допустимо %@ КіБ): витік")
    public static let replay = LocalizedString(
        "the last steps, as a script to replay: %@", ru: "последние шаги, как сценарий для повтора: %@",
        uk: "останні кроки, як сценарій для повтору: %@")
    public static let summary = LocalizedString(
        "simulated hours: %@, steps: %@, frames: %@, real time: %@ s; heap %@ KiB at hour %@, %@ KiB at the end",
        ru: "смоделировано часов: %@, шагов: %@, кадров: %@, реального времени: %@ с; куча %@ КиБ в час %@, %@ КиБ в конце",
        uk: "змодельовано годин: %@, кроків: %@, кадрів: %@, реального часу: %@ с; купа %@ КіБ о годині %@, %@ КіБ наприкінці")
}
