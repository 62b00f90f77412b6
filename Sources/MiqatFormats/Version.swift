/// Miqat's release, as `miqat --version` prints it and the iCalendar files name their producer.
package enum MiqatVersion {
    package static let text = "0.2.0"
}
